// The one typed API client: every call goes through a contract route of @ledgerhouse/contracts.
import { identityRoutes, type RouteContract } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import { sessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { buildQueryString, fillPath, type QueryValue } from './query-string';
import { RefreshCoordinator } from './refresh-coordinator';
import type { RequestArgs } from './request-options';
import { buildHeaders } from './request-headers';

export interface ApiClientHooks {
  locale(): string;
  onSessionExpired(): void;
  onRateLimited(): void;
  /** A 403 ACCOUNT_BLOCKED for a session that thought itself active. */
  onAccountBlocked(): void;
}

let hooks: ApiClientHooks = {
  locale: () => 'en-US',
  onSessionExpired: () => undefined,
  onRateLimited: () => undefined,
  onAccountBlocked: () => undefined,
};

export function configureApiClient(next: ApiClientHooks): void {
  hooks = next;
}

const BASE = '/api';

function headersFor(access: string | null, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...buildHeaders({ environment: import.meta.env.MODE, locale: hooks.locale(), access, cookies: document.cookie }),
    ...extra,
  };
}

const coordinator = new RefreshCoordinator({
  tokens: {
    access: () => sessionStore.get().access,
    refresh: () => sessionStore.get().refresh,
    setTokens: (access, refresh) => sessionStore.set(refresh ? { access, refresh } : { access }),
    clear: () => sessionStore.clear(),
  },
  callRefresh: (refresh) =>
    fetch(`${BASE}/user/refresh_jwt/`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { ...headersFor(null), 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    }),
  onSessionExpired: () => hooks.onSessionExpired(),
});

/** Renews the access token now (shared with any refresh in flight); for connections that are not HTTP requests (the live socket). */
export const refreshAccessToken = (): Promise<boolean> => coordinator.refreshOnce();

export type { BodyIn, QueryIn, RequestOptions } from './request-options';

export async function apiRequest<R extends RouteContract>(route: R, ...[given]: RequestArgs<R>): Promise<z.infer<R['response']>> {
  const options: {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = given ?? {};
  const url = `${BASE}${fillPath(route.path, options.params)}${buildQueryString({ ...options.query, ...sessionStore.impersonationQuery() })}`;
  const response = await coordinator.send((access) =>
    fetch(url, {
      method: route.method,
      credentials: 'same-origin',
      signal: options.signal,
      headers: headersFor(access, { ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...options.headers }),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    }),
  );
  if (response.status === 429) hooks.onRateLimited();
  if (!response.ok) {
    const error = await ApiError.from(response);
    if (error.code === 'ACCOUNT_BLOCKED' && route.path !== identityRoutes.login.path) hooks.onAccountBlocked();
    throw error;
  }
  return (response.status === 204 ? undefined : await response.json()) as z.infer<R['response']>;
}
