// One Etsy Open API v3 call: the app's x-api-key (keystring:shared_secret) on every request, the seller's bearer token on
// seller calls, Etsy's per-second budget honoured from its headers, 429 waited out a bounded number of times, and every
// failure mapped to a MarketplaceError carrying only Etsy's own message (never a token or the secret).
import type { z } from 'zod';
import type { MarketplaceAppConfig } from '../adapter';
import { readAnswer } from '../answer-schema';
import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace-port';
import type { EtsyError } from './etsy-api';

export interface EtsyHttpOptions {
  /** How the client waits (tests record the waits instead of sleeping). */
  sleep?: (ms: number) => Promise<void>;
  /** How many times a 429 is waited out before RATE_LIMITED reaches the caller. */
  rateLimitRetries?: number;
}

export interface EtsyRequest {
  query?: Record<string, string | number | boolean>;
  form?: Record<string, string>;
  json?: unknown;
  accessToken?: string;
}

const DEFAULT_RETRY_AFTER_MS = 1000;
const MESSAGE_LIMIT = 300;

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function codeOf(status: number): MarketplaceErrorCode {
  if (status === 401) return 'TOKEN_INVALID';
  if (status === 403) return 'INVALID_CREDENTIALS';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'UNAVAILABLE';
  return 'REJECTED';
}

function retryAfterMsOf(response: Response): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : DEFAULT_RETRY_AFTER_MS;
}

async function errorOf(response: Response): Promise<MarketplaceError> {
  const text = await response.text().catch(() => '');
  let body: Partial<EtsyError> = {};
  try {
    body = JSON.parse(text) as Partial<EtsyError>;
  } catch {
    // Not JSON (a proxy page): the status alone decides.
  }
  const said = String(body.error_description ?? body.error ?? `HTTP ${response.status}`).slice(0, MESSAGE_LIMIT);
  const details = {
    status: response.status,
    marketplaceCode: typeof body.error === 'string' ? body.error.slice(0, 64) : undefined,
    retryAfterMs: response.status === 429 ? retryAfterMsOf(response) : undefined,
  };
  return new MarketplaceError(codeOf(response.status), `Etsy: ${said}`, details);
}

export class EtsyHttp {
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly rateLimitRetries: number;
  /** Etsy said no calls are left this second: the next one waits for the next second. */
  private pausedUntil = 0;

  constructor(
    private readonly config: MarketplaceAppConfig,
    private readonly fetchFn: typeof fetch,
    options: EtsyHttpOptions = {},
  ) {
    this.sleep = options.sleep ?? sleepFor;
    this.rateLimitRetries = options.rateLimitRetries ?? 2;
  }

  /** The 2xx answer's body read through `schema`; a body that does not fit is UNAVAILABLE. */
  async request<S extends z.ZodType>(schema: S, method: string, path: string, request: EtsyRequest = {}): Promise<z.output<S>> {
    for (let attempt = 0; ; attempt += 1) {
      const wait = this.pausedUntil - Date.now();
      if (wait > 0) await this.sleep(wait);
      const response = await this.send(method, path, request);
      if (response.headers.get('x-remaining-this-second') === '0') this.pausedUntil = Date.now() + DEFAULT_RETRY_AFTER_MS;
      if (response.status === 429 && attempt < this.rateLimitRetries) {
        await response.body?.cancel();
        await this.sleep(retryAfterMsOf(response));
        continue;
      }
      if (!response.ok) throw await errorOf(response);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new MarketplaceError('UNAVAILABLE', 'Etsy answered with a body that is not JSON', { status: response.status });
      }
      return readAnswer(schema, body, `Etsy ${method} ${path}`);
    }
  }

  private async send(method: string, path: string, request: EtsyRequest): Promise<Response> {
    const url = new URL(path, this.config.baseUrl);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, String(value));
    const headers: Record<string, string> = {
      'x-api-key': `${this.config.appId ?? ''}:${this.config.appSecret ?? ''}`,
      accept: 'application/json',
    };
    if (request.accessToken) headers.authorization = `Bearer ${request.accessToken}`;
    let body: string | undefined;
    if (request.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    }
    try {
      return await this.fetchFn(url, { method, headers, body, signal: AbortSignal.timeout(30_000) });
    } catch {
      throw new MarketplaceError('UNAVAILABLE', `Etsy did not answer ${method} ${url.pathname}`);
    }
  }
}
