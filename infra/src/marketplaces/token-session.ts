// One operation's calls on a seller's account with a short-lived access token: the kept token while it lasts, a new
// one when it has expired or the marketplace refuses it (once), each new token handed to session.refreshed, and short
// 429 waits taken here. Credentials refused at that point had worked before: TOKEN_INVALID, not INVALID_CREDENTIALS.
import type { HttpAnswer } from './http-answer';
import { isSuccess } from './http-answer';
import { MarketplaceError, type ConnectorSession, type MarketplaceCredentials } from './marketplace-port';
import { withRateLimitRetry } from './rate-limit-retry';

type TokenCredentials = MarketplaceCredentials & { accessToken?: string; accessTokenExpiresAt?: string };

export interface TokenApi<C extends TokenCredentials> {
  /** A new access token; MarketplaceError INVALID_CREDENTIALS when the marketplace refuses the credentials. */
  issueToken(credentials: C): Promise<{ accessToken: string; expiresAt: string }>;
  /** The answer says the token is expired or unknown (a new token may help). */
  refusesToken(answer: HttpAnswer): boolean;
  /** The error for any other answer that is not 2xx. */
  errorOf(answer: HttpAnswer): MarketplaceError;
}

/** A token this close to its end is not used: a new one is asked for. */
const EXPIRY_MARGIN_MS = 60_000;

export class TokenSession<C extends TokenCredentials> {
  private credentials: C;
  private tokenIsNew = false;

  constructor(
    private readonly api: TokenApi<C>,
    private readonly session: ConnectorSession<C>,
  ) {
    this.credentials = session.credentials;
  }

  /** The 2xx answer of `call` made with a valid token; MarketplaceError otherwise. */
  async send(call: (accessToken: string) => Promise<HttpAnswer>): Promise<HttpAnswer> {
    return withRateLimitRetry(async () => {
      let answer = await call(await this.accessToken());
      if (this.api.refusesToken(answer) && !this.tokenIsNew) {
        this.credentials = { ...this.credentials, accessToken: undefined, accessTokenExpiresAt: undefined };
        answer = await call(await this.accessToken());
      }
      if (isSuccess(answer)) return answer;
      if (this.api.refusesToken(answer))
        throw new MarketplaceError('TOKEN_INVALID', this.api.errorOf(answer).message, { status: answer.status });
      throw this.api.errorOf(answer);
    });
  }

  private async accessToken(): Promise<string> {
    const { accessToken, accessTokenExpiresAt } = this.credentials;
    if (accessToken && accessTokenExpiresAt && Date.parse(accessTokenExpiresAt) - EXPIRY_MARGIN_MS > Date.now()) return accessToken;
    let token: { accessToken: string; expiresAt: string };
    try {
      token = await this.api.issueToken(this.credentials);
    } catch (error) {
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
