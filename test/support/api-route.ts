// api() typed by a route contract: params, query and body are the route's zod input (a wrong field fails the
// typecheck), and the answer is the route's response or an error body. Raw or malformed requests keep using api().
import type { z } from 'zod';
import type { ApiErrorBody, RouteContract } from '@ledgerhouse/contracts';
import { api, type TestApp } from './test-app';

type InputOf<S> = S extends z.ZodType ? (unknown extends z.input<S> ? never : z.input<S>) : never;
type Part<Key extends string, Value, Required extends boolean> = [Value] extends [never]
  ? { [K in Key]?: never }
  : Required extends true
    ? { [K in Key]: Value }
    : { [K in Key]?: Value };

export type RouteInput<R extends RouteContract> = Part<'params', InputOf<R['params']>, true> &
  Part<'query', InputOf<R['query']>, false> &
  Part<'body', InputOf<R['body']>, true> & { headers?: Record<string, string> };

/** The success body, or on a 4xx/5xx the error body (`code`, `message`, `details`). */
export type RouteAnswer<R extends RouteContract> = z.output<R['response']> & Partial<ApiErrorBody>;

/** The route's path with its `:params` filled in and its query appended, under /api. */
export function routeUrl(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const qs = search.toString();
  return `/api${filled}${qs ? `?${qs}` : ''}`;
}

export async function apiRoute<R extends RouteContract>(
  app: TestApp,
  route: R,
  input: RouteInput<R>,
): Promise<{ status: number; body: RouteAnswer<R>; headers: Headers }> {
  const { params, query, body, headers } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    headers?: Record<string, string>;
  };
  return api(app, route.method, routeUrl(route.path, params, query), { body, headers });
}
