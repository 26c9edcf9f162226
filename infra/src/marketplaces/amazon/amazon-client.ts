// A small typed client for the Selling Partner API: a Login with Amazon access token (1 hour) from the seller's refresh
// token, calls carrying x-amz-access-token, and SP-API answers ({"errors":[{code,message,details}]}) mapped to
// MarketplaceError.
import { readAnswer } from '../answer-schema';
import { fetchAnswer, type HttpAnswer } from '../http-answer';
import { MarketplaceError, type CredentialsOf } from '../marketplace-port';
import type { TokenApi } from '../token-session';
import { lwaTokenAnswer } from './amazon-answers';
import type { LwaError, SpApiErrors } from './amazon-payloads';

type AmazonCredentials = CredentialsOf<'AMAZON'>;
const USER_AGENT = 'Ledgerhouse/1.0 (Language=TypeScript)';
/** LWA's answers for a client or refresh token it does not take. */
const REFUSED_GRANTS = ['invalid_client', 'invalid_grant', 'unauthorized_client'];

const errorsOf = (body: unknown) => (Array.isArray((body as SpApiErrors | null)?.errors) ? (body as SpApiErrors).errors : []);

export function amazonMessage(body: unknown, status: number): string {
  const errors = errorsOf(body);
  if (errors.length === 0) return `Amazon answered ${status}`;
  return `Amazon: ${errors.map((e) => [e.code, e.message, e.details].filter(Boolean).join(' ')).join('; ')}`;
}

/** 429 waits one token of the operation's rate (x-amzn-RateLimit-Limit, requests per second). */
export function amazonError({ status, headers, body }: HttpAnswer): MarketplaceError {
  const message = amazonMessage(body, status);
  const marketplaceCode = errorsOf(body)[0]?.code;
  if (status === 429) {
    const rate = Number(headers.get('x-amzn-ratelimit-limit'));
    const retryAfterMs = Number.isFinite(rate) && rate > 0 ? Math.ceil(1000 / rate) : undefined;
    return new MarketplaceError('RATE_LIMITED', message, { status, retryAfterMs, marketplaceCode });
  }
  if (status >= 500) return new MarketplaceError('UNAVAILABLE', message, { status, marketplaceCode });
  if (status === 404) return new MarketplaceError('NOT_FOUND', message, { status, marketplaceCode });
  if (status === 401 || status === 403) return new MarketplaceError('TOKEN_INVALID', message, { status, marketplaceCode });
  return new MarketplaceError('REJECTED', message, { status, marketplaceCode });
}

export class AmazonClient implements TokenApi<AmazonCredentials> {
  constructor(
    private readonly baseUrl: string,
    private readonly authUrl: string,
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  /** INVALID_CREDENTIALS when LWA refuses the client or the refresh token. */
  async issueToken(credentials: AmazonCredentials): Promise<{ accessToken: string; expiresAt: string }> {
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: credentials.refreshToken,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
    const answer = await fetchAnswer(
      this.fetch,
      `${this.authUrl.replace(/\/+$/, '')}/auth/o2/token`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', Accept: 'application/json' },
        body: form.toString(),
      },
      'Login with Amazon',
    );
    if (answer.status !== 200) {
      const refusal = answer.body as Partial<LwaError> | null;
      const message = `Login with Amazon: ${refusal?.error ?? answer.status} ${refusal?.error_description ?? ''}`.trim();
      if (REFUSED_GRANTS.includes(refusal?.error ?? ''))
        throw new MarketplaceError('INVALID_CREDENTIALS', message, { status: answer.status, marketplaceCode: refusal?.error });
      throw new MarketplaceError(answer.status === 429 ? 'RATE_LIMITED' : 'UNAVAILABLE', message, { status: answer.status });
    }
    const token = readAnswer(lwaTokenAnswer, answer.body, 'Login with Amazon');
    return { accessToken: token.access_token, expiresAt: new Date(Date.now() + token.expires_in * 1000).toISOString() };
  }

  /** SP-API answers 403 Unauthorized to an expired, revoked or unknown access token. */
  refusesToken(answer: HttpAnswer): boolean {
    return answer.status === 403 && errorsOf(answer.body).some((e) => e.code === 'Unauthorized');
  }

  errorOf(answer: HttpAnswer): MarketplaceError {
    return amazonError(answer);
  }

  call(method: string, path: string, accessToken: string, json?: unknown): Promise<HttpAnswer> {
    const headers: Record<string, string> = { 'x-amz-access-token': accessToken, Accept: 'application/json', 'User-Agent': USER_AGENT };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    const body = json === undefined ? undefined : JSON.stringify(json);
    return fetchAnswer(this.fetch, `${this.baseUrl.replace(/\/+$/, '')}${path}`, { method, headers, body }, 'Amazon');
  }
}
