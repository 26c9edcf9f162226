// Calls on a seller's behalf within one connector operation: the access token is refreshed when it has expired or Etsy
// answers 401 (once), and each rotated refresh token is handed to the session before the operation goes on.
import type { z } from 'zod';
import { MarketplaceError, type ConnectorSession } from '../marketplace-port';
import type { EtsyHttp, EtsyRequest } from './etsy-http';
import type { EtsyCredentials, EtsyOAuth } from './etsy-oauth';

/** Refresh a little before Etsy's hour is up so a call does not start on a token about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

export class EtsySellerCalls {
  private refreshedOnce = false;
  private current: EtsyCredentials;

  constructor(
    private readonly http: EtsyHttp,
    private readonly oauth: EtsyOAuth,
    private readonly session: ConnectorSession<EtsyCredentials>,
  ) {
    this.current = session.credentials;
  }

  /** The credentials as they stand now (with the refreshed tokens once refreshed). */
  get credentials(): EtsyCredentials {
    return this.current;
  }

  async request<S extends z.ZodType>(
    schema: S,
    method: string,
    path: string,
    request: Omit<EtsyRequest, 'accessToken'> = {},
  ): Promise<z.output<S>> {
    if (Date.parse(this.credentials.accessTokenExpiresAt) - EXPIRY_MARGIN_MS <= Date.now()) await this.refresh();
    try {
      return await this.http.request(schema, method, path, { ...request, accessToken: this.credentials.accessToken });
    } catch (error) {
      if (!(error instanceof MarketplaceError) || error.code !== 'TOKEN_INVALID' || this.refreshedOnce) throw error;
      await this.refresh();
      return this.http.request(schema, method, path, { ...request, accessToken: this.credentials.accessToken });
    }
  }

  private async refresh(): Promise<void> {
    if (this.refreshedOnce) throw new MarketplaceError('TOKEN_INVALID', 'Etsy refused the refreshed access token');
    this.refreshedOnce = true;
    const tokens = await this.oauth.refresh(this.current.refreshToken);
    this.current = { ...this.current, ...tokens };
    await this.session.refreshed(this.current);
  }
}
