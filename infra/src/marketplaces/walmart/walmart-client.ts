// A small typed client for Walmart Marketplace API v3: the client-credentials token (15 minutes) and calls carrying
// WM_SEC.ACCESS_TOKEN, WM_QOS.CORRELATION_ID and WM_SVC.NAME, with Walmart's answers mapped to MarketplaceError.
import { randomUUID } from 'node:crypto';
import { readAnswer } from '../answer-schema';
import { fetchAnswer, type HttpAnswer } from '../http-answer';
import { MarketplaceError, type CredentialsOf } from '../marketplace-port';
import type { TokenApi } from '../token-session';
import { walmartTokenAnswer } from './walmart-answers';
import type { WalmartErrorEntry } from './walmart-payloads';

export const WALMART_SERVICE_NAME = 'Walmart Marketplace';

function errorEntries(body: unknown): WalmartErrorEntry[] {
  const b = body as { error?: unknown; errors?: unknown } | null;
  const list = b?.error ?? b?.errors;
  if (Array.isArray(list)) return list as WalmartErrorEntry[];
  const nested = (list as { error?: unknown } | undefined)?.error;
  return Array.isArray(nested) ? (nested as WalmartErrorEntry[]) : [];
}

export function walmartMessage(body: unknown, status: number): string {
  const entries = errorEntries(body);
  if (entries.length === 0) return `Walmart answered ${status}`;
  return `Walmart: ${entries.map((e) => [e.code, e.description, e.info].filter(Boolean).join(' ')).join('; ')}`;
}

/** Maps a non-2xx answer to its error; 429 waits until x-next-replenishment-time (epoch milliseconds). */
export function walmartError({ status, headers, body }: HttpAnswer): MarketplaceError {
  const message = walmartMessage(body, status);
  const marketplaceCode = errorEntries(body)[0]?.code;
  if (status === 429) {
    const replenishAt = Number(headers.get('x-next-replenishment-time'));
    const retryAfterMs = Number.isFinite(replenishAt) && replenishAt > 0 ? Math.max(0, replenishAt - Date.now()) : undefined;
    return new MarketplaceError('RATE_LIMITED', message, { status, retryAfterMs, marketplaceCode });
  }
  if (status >= 500) return new MarketplaceError('UNAVAILABLE', message, { status, marketplaceCode });
  if (status === 404) return new MarketplaceError('NOT_FOUND', message, { status, marketplaceCode });
  if (status === 401 || status === 403) return new MarketplaceError('TOKEN_INVALID', message, { status, marketplaceCode });
  return new MarketplaceError('REJECTED', message, { status, marketplaceCode });
}

export class WalmartClient implements TokenApi<CredentialsOf<'WALMART'>> {
  constructor(
    private readonly baseUrl: string,
    private readonly fetch: typeof globalThis.fetch,
  ) {}

  /** INVALID_CREDENTIALS when Walmart refuses the client id and secret. */
  async issueToken({ clientId, clientSecret }: CredentialsOf<'WALMART'>): Promise<{ accessToken: string; expiresAt: string }> {
    const answer = await this.send('POST', '/v3/token', {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials',
    });
    if (answer.status === 400 || answer.status === 401) {
      throw new MarketplaceError('INVALID_CREDENTIALS', walmartMessage(answer.body, answer.status), { status: answer.status });
    }
    if (answer.status !== 200) throw walmartError(answer);
    const token = readAnswer(walmartTokenAnswer, answer.body, 'Walmart tokenAPI');
    return { accessToken: token.access_token, expiresAt: new Date(Date.now() + token.expires_in * 1000).toISOString() };
  }

  refusesToken(answer: HttpAnswer): boolean {
    return answer.status === 401;
  }

  errorOf(answer: HttpAnswer): MarketplaceError {
    return walmartError(answer);
  }

  call(method: string, path: string, accessToken: string, json?: unknown): Promise<HttpAnswer> {
    return this.send(method, path, {
      'WM_SEC.ACCESS_TOKEN': accessToken,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json', body: JSON.stringify(json) }),
    });
  }

  private send(method: string, path: string, extra: Record<string, string>): Promise<HttpAnswer> {
    const { body, ...headers } = extra;
    const url = `${this.baseUrl.replace(/\/+$/, '')}${path}`;
    const wmHeaders = { Accept: 'application/json', 'WM_SVC.NAME': WALMART_SERVICE_NAME, 'WM_QOS.CORRELATION_ID': randomUUID() };
    return fetchAnswer(this.fetch, url, { method, headers: { ...headers, ...wmHeaders }, body }, 'Walmart');
  }
}
