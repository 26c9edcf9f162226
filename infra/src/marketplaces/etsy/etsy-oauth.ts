// Etsy's OAuth 2 authorization code grant with PKCE S256 (developers.etsy.com/documentation/essentials/authentication):
// the consent page at {authUrl}/oauth/connect, tokens from {baseUrl}/v3/public/oauth/token. Access tokens last an hour
// and start with the seller's user id ("12345678.xxxx"); every refresh hands out a new refresh token.
import { createHash, randomBytes } from 'node:crypto';
import type { MarketplaceAppConfig } from '../adapter';
import { MarketplaceError, type CredentialsOf, type OAuthStart } from '../marketplace-port';
import { ETSY_SCOPES } from './etsy-api';
import { etsyTokenAnswer } from './etsy-answers';
import type { EtsyHttp } from './etsy-http';

export type EtsyCredentials = CredentialsOf<'ETSY'>;
export type EtsyTokens = Pick<EtsyCredentials, 'accessToken' | 'refreshToken' | 'accessTokenExpiresAt'>;

const TOKEN_PATH = '/v3/public/oauth/token';

/** The S256 challenge of a PKCE verifier: base64url(sha256(verifier)). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** The seller's Etsy user id, which prefixes every access token Etsy issues. */
export function userIdOf(accessToken: string): string {
  const prefix = accessToken.split('.')[0];
  if (!/^\d+$/.test(prefix)) throw new MarketplaceError('INVALID_CREDENTIALS', 'Etsy issued an access token without a user id');
  return prefix;
}

export function etsyAuthorizationUrl(config: MarketplaceAppConfig, input: { state: string; redirectUri: string }): OAuthStart {
  // 64 random bytes in base64url: 86 characters, inside PKCE's 43-128.
  const codeVerifier = randomBytes(64).toString('base64url');
  const url = new URL('/oauth/connect', config.authUrl ?? 'https://www.etsy.com');
  url.search = new URLSearchParams({
    response_type: 'code',
    redirect_uri: input.redirectUri,
    scope: ETSY_SCOPES.join(' '),
    client_id: config.appId ?? '',
    state: input.state,
    code_challenge: pkceChallenge(codeVerifier),
    code_challenge_method: 'S256',
  })
    .toString()
    .replace(/\+/g, '%20');
  return { url: url.toString(), codeVerifier };
}

export class EtsyOAuth {
  constructor(
    private readonly http: EtsyHttp,
    private readonly config: MarketplaceAppConfig,
  ) {}

  /** Trades the return's code; INVALID_CREDENTIALS when Etsy refuses the code or the verifier. */
  async exchange(input: { code: string; redirectUri: string; codeVerifier: string }): Promise<EtsyTokens> {
    const form = {
      grant_type: 'authorization_code',
      client_id: this.config.appId ?? '',
      redirect_uri: input.redirectUri,
      code: input.code,
      code_verifier: input.codeVerifier,
    };
    return this.token(form, 'INVALID_CREDENTIALS');
  }

  /** New tokens for a refresh token (Etsy rotates it); TOKEN_INVALID when the seller revoked access or it expired. */
  refresh(refreshToken: string): Promise<EtsyTokens> {
    const form = { grant_type: 'refresh_token', client_id: this.config.appId ?? '', refresh_token: refreshToken };
    return this.token(form, 'TOKEN_INVALID');
  }

  private async token(form: Record<string, string>, refused: 'INVALID_CREDENTIALS' | 'TOKEN_INVALID'): Promise<EtsyTokens> {
    const startedAt = Date.now();
    let answer;
    try {
      answer = await this.http.request(etsyTokenAnswer, 'POST', TOKEN_PATH, { form });
    } catch (error) {
      const refusedByEtsy = error instanceof MarketplaceError && ['REJECTED', 'TOKEN_INVALID', 'INVALID_CREDENTIALS'].includes(error.code);
      if (refusedByEtsy) throw new MarketplaceError(refused, error.message, error.details);
      throw error;
    }
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      accessTokenExpiresAt: new Date(startedAt + answer.expires_in * 1000).toISOString(),
    };
  }
}
