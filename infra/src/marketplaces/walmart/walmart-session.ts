// One operation's calls on a seller's Walmart account: the cached token while it lasts, a new one when it has expired
// or Walmart answers 401 (once), each new token handed to session.refreshed, and short 429 waits taken here.
import type { ConnectorSession, CredentialsOf } from '../marketplace-port';
import { MarketplaceError } from '../marketplace-port';
import { withRateLimitRetry } from '../rate-limit-retry';
import { walmartError, type WalmartAnswer, type WalmartClient } from './walmart-client';

type WalmartCredentials = CredentialsOf<'WALMART'>;
/** A token this close to its end is not used: a new one is asked for. */
const EXPIRY_MARGIN_MS = 60_000;

export class WalmartSession {
  private credentials: WalmartCredentials;
  private tokenIsNew = false;

  constructor(
    private readonly client: WalmartClient,
    private readonly session: ConnectorSession<WalmartCredentials>,
  ) {
    this.credentials = session.credentials;
  }

  /** The parsed body of a 2xx answer; MarketplaceError otherwise. */
  async call<T>(method: string, path: string, json?: unknown): Promise<T> {
    const answer = await withRateLimitRetry(async () => {
      let reply = await this.client.call(method, path, await this.accessToken(), json);
      if (reply.status === 401 && !this.tokenIsNew) {
        this.credentials = { ...this.credentials, accessToken: undefined, accessTokenExpiresAt: undefined };
        reply = await this.client.call(method, path, await this.accessToken(), json);
      }
      return this.checked(reply);
    });
    return answer.body as T;
  }

  private checked(answer: WalmartAnswer): WalmartAnswer {
    if (answer.status >= 200 && answer.status < 300) return answer;
    throw walmartError(answer);
  }

  private async accessToken(): Promise<string> {
    const { accessToken, accessTokenExpiresAt } = this.credentials;
    if (accessToken && accessTokenExpiresAt && Date.parse(accessTokenExpiresAt) - EXPIRY_MARGIN_MS > Date.now()) return accessToken;
    let token: { accessToken: string; expiresAt: string };
    try {
      token = await this.client.token(this.credentials.clientId, this.credentials.clientSecret);
    } catch (error) {
      // Credentials that connected and are now refused: the seller changed or revoked them.
      if (error instanceof MarketplaceError && error.code === 'INVALID_CREDENTIALS') {
        throw new MarketplaceError('TOKEN_INVALID', error.message, error.details);
      }
      throw error;
    }
    this.credentials = { ...this.credentials, accessToken: token.accessToken, accessTokenExpiresAt: token.expiresAt };
    this.tokenIsNew = true;
    await this.session.refreshed(this.credentials);
    return token.accessToken;
  }
}
