// A small typed client for eBay's REST APIs: the OAuth token endpoint, and user-token calls that refresh an expired
// access token (before the call, or once on a 401), retry a short 429 and map eBay's `errors[]` bodies to MarketplaceError.
import { readAnswer } from '../answer-schema';
import { withRateLimitRetry } from '../rate-limit-retry';
import { ebayTokenAnswer } from './ebay-answers';
import { MarketplaceError, type ConnectorSession, type CredentialsOf, type MarketplaceErrorCode } from '../marketplace-port';

export type EbayCredentials = CredentialsOf<'EBAY'>;

/** What the seller's tokens are used for after connecting: reading and shipping orders, and setting listing quantities. */
export const EBAY_SCOPES = ['https://api.ebay.com/oauth/api_scope/sell.fulfillment', 'https://api.ebay.com/oauth/api_scope/sell.inventory'];
/** Reading who the seller is (the Commerce Identity API's user), once, when connecting. */
export const EBAY_IDENTITY_SCOPE = 'https://api.ebay.com/oauth/api_scope/commerce.identity.readonly';
/**
 * What the seller consents to. Refreshes ask for EBAY_SCOPES only, a subset eBay allows, so the refresh tokens of
 * channels connected before the identity scope was asked for keep working.
 */
export const EBAY_CONSENT_SCOPES = [...EBAY_SCOPES, EBAY_IDENTITY_SCOPE];

export interface EbayHttpConfig {
  baseUrl: string;
  appId: string;
  appSecret: string;
}

export interface EbayGrant {
  accessToken: string;
  accessTokenExpiresAt: string;
  refreshToken: string | null;
}

interface EbayErrorBody {
  errors?: { errorId?: number; domain?: string; category?: string; message?: string; longMessage?: string }[];
}
interface TokenError {
  error?: string;
  error_description?: string;
}

const TIMEOUT_MS = 30_000;
/** Refresh a little before eBay's stated expiry so a token does not lapse in flight. */
const EXPIRY_MARGIN_MS = 60_000;

function retryAfterMs(headers: Headers): number | null {
  const value = headers.get('retry-after');
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An error page from a proxy still tells by its status what went wrong; an unreadable success cannot be used.
    if (!response.ok) return null;
    throw new MarketplaceError('UNAVAILABLE', `eBay answered ${response.status} with a body that is not JSON`, { status: response.status });
  }
}

function errorCodeOf(status: number): MarketplaceErrorCode {
  if (status === 401) return 'TOKEN_INVALID';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'UNAVAILABLE';
  return 'REJECTED';
}

function apiError(status: number, body: unknown, retryAfter: number | null): MarketplaceError {
  const first = (body as EbayErrorBody | null)?.errors?.[0];
  const message = `eBay: ${first?.longMessage ?? first?.message ?? `HTTP ${status}`}`;
  const details = { status, marketplaceCode: first?.errorId === undefined ? undefined : String(first.errorId) };
  const code = errorCodeOf(status);
  return new MarketplaceError(
    code,
    message,
    code === 'RATE_LIMITED' && retryAfter !== null ? { ...details, retryAfterMs: retryAfter } : details,
  );
}

export class EbayHttp {
  constructor(
    private readonly config: EbayHttpConfig,
    private readonly fetchFn: typeof fetch,
  ) {}

  /** POSTs a grant to {baseUrl}/identity/v1/oauth2/token; an `invalid_grant` answer becomes `refusedAs`. */
  async grant(params: Record<string, string>, refusedAs: 'INVALID_CREDENTIALS' | 'TOKEN_INVALID'): Promise<EbayGrant> {
    const basic = Buffer.from(`${this.config.appId}:${this.config.appSecret}`).toString('base64');
    const response = await this.send(`${this.config.baseUrl}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(params).toString(),
    });
    const answer = await bodyOf(response);
    if (response.status === 200) {
      const token = readAnswer(ebayTokenAnswer, answer, 'eBay token endpoint');
      return {
        accessToken: token.access_token,
        accessTokenExpiresAt: new Date(Date.now() + token.expires_in * 1000).toISOString(),
        refreshToken: token.refresh_token ?? null,
      };
    }
    const body = (answer ?? {}) as TokenError;
    const message = `eBay token endpoint: ${body.error ?? `HTTP ${response.status}`}${body.error_description ? ` (${body.error_description})` : ''}`;
    if (body.error === 'invalid_grant')
      throw new MarketplaceError(refusedAs, message, { status: response.status, marketplaceCode: body.error });
    if (response.status === 429) throw apiError(429, null, retryAfterMs(response.headers));
    // invalid_client and the like are our app's configuration, not the seller's doing.
    throw new MarketplaceError('UNAVAILABLE', message, { status: response.status, marketplaceCode: body.error });
  }

  /** Trades the session's refresh token for a new access token, hands the new credentials to the caller and uses them. */
  async refresh(session: ConnectorSession<EbayCredentials>): Promise<void> {
    const current = session.credentials;
    const grant = await this.grant(
      { grant_type: 'refresh_token', refresh_token: current.refreshToken, scope: EBAY_SCOPES.join(' ') },
      'TOKEN_INVALID',
    );
    const next: EbayCredentials = {
      ...current,
      accessToken: grant.accessToken,
      accessTokenExpiresAt: grant.accessTokenExpiresAt,
      refreshToken: grant.refreshToken ?? current.refreshToken,
    };
    await session.refreshed(next);
    session.credentials = next;
  }

  /** One call with the seller's user token (a short 429 waited out and retried); the parsed 2xx body, or MarketplaceError. */
  request(session: ConnectorSession<EbayCredentials>, method: 'GET' | 'POST', path: string, body?: unknown) {
    return this.requestAt(this.config.baseUrl, session, method, path, body);
  }

  /** As `request`, to an API on another host than baseUrl (the Commerce Identity API is on apiz.ebay.com). */
  requestAt(
    baseUrl: string,
    session: ConnectorSession<EbayCredentials>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; headers: Headers; body: unknown }> {
    return withRateLimitRetry(() => this.authorized(session, method, `${baseUrl}${path}`, body));
  }

  /** Refreshes a lapsed token first, and once more on a 401 in case eBay ended it early; a second 401 is TOKEN_INVALID. */
  private async authorized(session: ConnectorSession<EbayCredentials>, method: string, url: string, body: unknown) {
    let refreshed = false;
    if (Date.parse(session.credentials.accessTokenExpiresAt) - EXPIRY_MARGIN_MS <= Date.now()) {
      await this.refresh(session);
      refreshed = true;
    }
    for (;;) {
      const headers: Record<string, string> = { authorization: `Bearer ${session.credentials.accessToken}`, accept: 'application/json' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await this.send(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401 && !refreshed) {
        await response.body?.cancel();
        await this.refresh(session);
        refreshed = true;
        continue;
      }
      const parsed = await bodyOf(response);
      if (response.ok) return { status: response.status, headers: response.headers, body: parsed };
      throw apiError(response.status, parsed, retryAfterMs(response.headers));
    }
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchFn(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new MarketplaceError('UNAVAILABLE', `eBay did not answer: ${(error as Error).message}`);
    }
  }
}
