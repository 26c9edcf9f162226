// Whether the page reports errors and traces, and what leaves it: the user's id and nothing else personal.
import type { RuntimeConfig } from '@ledgerhouse/contracts';

const LOOPBACK = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const KEPT_HEADERS = new Set(['accept-language', 'user-agent']);

/** Off without a DSN and on the developer's own machine (the page served from localhost or 127.0.0.1). */
export function browserReportingEnabled(
  settings: RuntimeConfig['errorReporting'],
  hostname: string,
): settings is NonNullable<RuntimeConfig['errorReporting']> {
  return settings !== null && !LOOPBACK.test(hostname);
}

interface BrowserEvent {
  user?: { id?: string | number };
  request?: { url?: string; headers?: Record<string, string> };
  breadcrumbs?: { data?: Record<string, unknown> }[];
}

/** Sentry's beforeSend in the page: the user id only, no query strings (tokens, emails), no cookies, emails masked. */
export function scrubBrowserEvent<E extends BrowserEvent>(event: E): E {
  if (event.user) event.user = event.user.id === undefined ? undefined : { id: String(event.user.id) };
  if (event.request) {
    const headers = Object.fromEntries(
      Object.entries(event.request.headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())),
    );
    event.request = { url: event.request.url?.split('?')[0], headers };
  }
  for (const breadcrumb of event.breadcrumbs ?? []) {
    for (const key of ['url', 'from', 'to']) {
      const value = breadcrumb.data?.[key];
      if (typeof value === 'string') breadcrumb.data![key] = value.split('?')[0];
    }
  }
  return JSON.parse(JSON.stringify(event).replace(EMAIL, '[email]')) as E;
}
