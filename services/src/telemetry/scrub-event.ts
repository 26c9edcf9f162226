// What leaves for the error-reporting service: the user's id and nothing else personal. scrubEvent runs as Sentry's
// beforeSend and scrubSpan as its beforeSendSpan, so whatever an integration collected (bodies, cookies, headers) is cut here.
import type { Event, NodeOptions } from '@sentry/node';

type StreamedSpanJSON = Parameters<NonNullable<NodeOptions['beforeSendSpan']>>[0];

/** Request headers that describe the client without identifying anyone or carrying a secret. */
export const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'x-environment']);
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const MAX_DEPTH = 12;

export function scrubEvent<E extends Event>(event: E): E {
  if (event.user) event.user = event.user.id === undefined ? undefined : { id: String(event.user.id) };
  if (event.request) {
    const { method, url, headers } = event.request;
    event.request = {
      method,
      // The query can carry one-time tokens or an email: the path is enough to find the route.
      url: url?.split('?')[0],
      headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))),
    };
  }
  for (const breadcrumb of event.breadcrumbs ?? []) {
    if (typeof breadcrumb.data?.url === 'string') breadcrumb.data.url = breadcrumb.data.url.split('?')[0];
  }
  return maskEmails(event, 0) as E;
}

/** Span attributes that name who the user is or where they connect from. */
const PERSONAL_SPAN_ATTRIBUTES = /^(user\.(?!id$)|client\.address|http\.client_ip|net\.peer\.ip|enduser\.(?!id$))/;

/** Traces (beforeSendSpan): URLs lose their query, personal attributes go, emails are masked. */
export function scrubSpan(span: StreamedSpanJSON): StreamedSpanJSON {
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(span.attributes ?? {})) {
    if (PERSONAL_SPAN_ATTRIBUTES.test(name) || name === 'url.query' || name.startsWith('http.request.header.')) continue;
    attributes[name] = typeof value === 'string' && /url|target/.test(name) ? value.split('?')[0] : value;
  }
  return { ...span, name: span.name.split('?')[0], attributes: maskEmails(attributes, 0) as StreamedSpanJSON['attributes'] };
}

function maskEmails(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskEmails(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskEmails(item, depth + 1)]));
}
