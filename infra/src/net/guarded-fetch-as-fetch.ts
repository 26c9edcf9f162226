// The guarded fetch behind the standard fetch signature, for clients (SDKs, marketplace connectors) that take a fetch.
import type { IncomingHttpHeaders } from 'node:http';
import { GUARDED_METHODS, type GuardedFetch, type GuardedMethod, type GuardedRequest } from './guarded-fetch';

export type GuardedFetchLimits = Pick<GuardedRequest, 'timeoutMs' | 'maxRedirects' | 'maxBodyBytes'>;

/** API answers are larger than photo probes; still bounded. */
const API_LIMITS: Required<GuardedFetchLimits> = { timeoutMs: 20_000, maxRedirects: 3, maxBodyBytes: 8 * 1024 * 1024 };
const NO_BODY = new Set([101, 204, 205, 304]);

const isGuardedMethod = (method: string): method is GuardedMethod => (GUARDED_METHODS as readonly string[]).includes(method);

const responseHeaders = (incoming: IncomingHttpHeaders): Headers => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  return headers;
};

/**
 * fetch(input, init) through the address guard: every hop checked and pinned, the answer read whole (up to the cap).
 * A refused or failed call rejects with OutboundRefused, as fetch rejects on a network error.
 */
export function guardedFetchAsFetch(outbound: GuardedFetch, limits: GuardedFetchLimits = {}): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const method = request.method.toUpperCase();
    if (!isGuardedMethod(method)) throw new TypeError(`Method ${method} is not allowed to a user-given address`);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await outbound.fetch(request.url, {
      ...API_LIMITS,
      ...limits,
      method,
      headers,
      body,
    });
    const payload = method === 'HEAD' || NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body);
    const response = new Response(payload, { status: answer.status, headers: responseHeaders(answer.headers) });
    Object.defineProperty(response, 'url', { value: answer.url });
    return response;
  };
}
