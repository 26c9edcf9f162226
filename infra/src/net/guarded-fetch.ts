// The one way to call a URL a user typed (photo URLs, Shopify store domains, webhooks): every hop checked, pinned and capped.
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { AddressGuard, type CheckedTarget } from './address-guard';
import { OutboundRefused } from './outbound-refused';

export const GUARDED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type GuardedMethod = (typeof GUARDED_METHODS)[number];

export interface GuardedRequest {
  method?: GuardedMethod;
  headers?: Record<string, string>;
  /** Request body bytes (not for GET or HEAD). */
  body?: Buffer;
  /** For the whole call, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Bytes of body kept; the rest is never read (the connection is dropped). */
  maxBodyBytes?: number;
}

export interface GuardedResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** At most maxBodyBytes. */
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const DEFAULTS = { timeoutMs: 5000, maxRedirects: 3, maxBodyBytes: 64 * 1024 };

interface Outgoing {
  method: GuardedMethod;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

/** As fetch does: 303, and 301/302 after a POST, go on as a GET without the body; 307/308 repeat the request as it was. */
const redirected = (outgoing: Outgoing, status: number): Outgoing => {
  const asGet = (status === 303 && outgoing.method !== 'HEAD') || ((status === 301 || status === 302) && outgoing.method === 'POST');
  if (!asGet) return outgoing;
  const headers = Object.fromEntries(Object.entries(outgoing.headers).filter(([name]) => !/^content-/i.test(name)));
  return { method: 'GET', headers, body: undefined };
};

/** Always hands the connection the address the guard already checked, so a second DNS answer cannot point it elsewhere. */
const pinnedLookup =
  (target: CheckedTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all)
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

/** A slow DNS answer counts against the same timeout as the connection (lookups cannot be cancelled, only abandoned). */
const untilAborted = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    const abort = () => reject(new OutboundRefused('timeout'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });

export class GuardedFetch {
  constructor(readonly guard: AddressGuard = new AddressGuard()) {}

  /** Resolves with the final answer (any status); throws OutboundRefused for a refused hop, too many redirects, a timeout or a network error. */
  async fetch(url: string, request: GuardedRequest = {}): Promise<GuardedResponse> {
    const options = { ...DEFAULTS, ...request };
    const signal = AbortSignal.timeout(options.timeoutMs);
    let current: URL;
    try {
      current = new URL(url);
    } catch {
      throw new OutboundRefused('scheme');
    }
    let outgoing: Outgoing = { method: options.method ?? 'GET', headers: options.headers ?? {}, body: options.body };
    for (let hop = 0; ; hop++) {
      const target = await untilAborted(this.guard.check(current), signal);
      const response = await this.send(target, outgoing, signal);
      const location = response.headers.location;
      if (!REDIRECTS.has(response.statusCode ?? 0) || !location) return this.read(response, current, options.maxBodyBytes, signal);
      response.destroy();
      if (hop >= options.maxRedirects) throw new OutboundRefused('redirects');
      current = this.next(location, current);
      outgoing = redirected(outgoing, response.statusCode ?? 0);
    }
  }

  private next(location: string, from: URL): URL {
    try {
      return new URL(location, from);
    } catch {
      throw new OutboundRefused('scheme');
    }
  }

  private send(target: CheckedTarget, outgoing: Outgoing, signal: AbortSignal): Promise<IncomingMessage> {
    const { url } = target;
    const { method, body } = outgoing;
    const length: Record<string, string> = body ? { 'content-length': String(body.length) } : {};
    const options: RequestOptions = {
      method,
      hostname: target.hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      headers: { 'user-agent': 'Ledgerhouse', ...outgoing.headers, ...length },
      lookup: pinnedLookup(target),
      // No pooled sockets: each connection goes to the address checked for this hop.
      agent: false,
      signal,
    };
    return new Promise((resolve, reject) => {
      const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(options, resolve);
      req.on('error', () => reject(new OutboundRefused(signal.aborted ? 'timeout' : 'network')));
      req.end(body);
    });
  }

  private read(response: IncomingMessage, url: URL, maxBytes: number, signal: AbortSignal): Promise<GuardedResponse> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        response.destroy();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).subarray(0, maxBytes),
          url: url.href,
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBytes) done();
      });
      response.on('end', done);
      response.on('error', () => reject(new OutboundRefused(signal.aborted ? 'timeout' : 'network')));
    });
  }
}
