// The simulated Etsy app registration and OAuth server: the consent page (which in the sandbox consents at once, or
// declines when told to), single-use codes bound to their PKCE challenge, hour-long access tokens prefixed with the user
// id, and refresh tokens rotated on every use.
import { randomBytes } from 'node:crypto';
import type { EtsyError, EtsyTokenResponse } from './etsy-api';
import { pkceChallenge } from './etsy-oauth';

export type SimAnswer<T> = { status: 200; body: T } | { status: number; body: EtsyError };

interface IssuedCode {
  challenge: string;
  redirectUri: string;
  expiresAt: number;
}

const CODE_TTL_MS = 5 * 60_000;
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

const secret = (bytes: number) => randomBytes(bytes).toString('base64url');
const refused = (status: number, error: string, description?: string) => ({
  status,
  body: description ? { error, error_description: description } : { error },
});

export class EtsySimulatorAuth {
  readonly keystring = randomBytes(12).toString('hex');
  readonly sharedSecret = randomBytes(5).toString('hex');
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, number>();
  private readonly refreshTokens = new Set<string>();
  private declineWith: string | null = null;

  constructor(
    readonly userId: number,
    private readonly accessTokenTtlSeconds: number,
  ) {}

  /** The next consent is declined by the seller, with this description. */
  declineNextConsent(description: string): void {
    this.declineWith = description;
  }

  /** GET /oauth/connect: a redirect back to the app, or a 400 page when the request itself is wrong. */
  consent(query: URLSearchParams): { location: string } | { problem: string } {
    const redirectUri = query.get('redirect_uri') ?? '';
    if (!/^https?:\/\//.test(redirectUri)) return { problem: 'redirect_uri is missing or not an http(s) address' };
    if (query.get('client_id') !== this.keystring) return { problem: 'client_id is not a known application' };
    if (query.get('response_type') !== 'code') return { problem: 'response_type must be code' };
    if (query.get('code_challenge_method') !== 'S256') return { problem: 'code_challenge_method must be S256' };
    if (!CHALLENGE.test(query.get('code_challenge') ?? '')) return { problem: 'code_challenge must be a base64url SHA-256' };
    if (!query.get('state')) return { problem: 'state is required' };
    if (!query.get('scope')) return { problem: 'scope is required' };
    const back = new URL(redirectUri);
    if (this.declineWith !== null) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', this.declineWith);
      this.declineWith = null;
    } else {
      const code = secret(32);
      this.codes.set(code, { challenge: query.get('code_challenge') ?? '', redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
      back.searchParams.set('code', code);
    }
    back.searchParams.set('state', query.get('state') ?? '');
    return { location: back.toString() };
  }

  /** POST /v3/public/oauth/token. */
  token(form: URLSearchParams): SimAnswer<EtsyTokenResponse> {
    if (form.get('client_id') !== this.keystring) return refused(401, 'invalid_client', 'Unknown client_id');
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') return this.exchange(form);
    if (grant === 'refresh_token') {
      const refreshToken = form.get('refresh_token') ?? '';
      if (!this.refreshTokens.delete(refreshToken)) return refused(400, 'invalid_grant', 'Invalid refresh token');
      return { status: 200, body: this.issue() };
    }
    return refused(400, 'unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  /** The user id behind a bearer header, or the 401 Etsy answers. */
  authenticate(authorization: string | undefined): { userId: number } | { status: 401; body: EtsyError } {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
    const expiresAt = this.accessTokens.get(token);
    if (expiresAt === undefined) return { status: 401, body: { error: 'invalid_token', error_description: 'access token is invalid' } };
    if (expiresAt <= Date.now()) return { status: 401, body: { error: 'invalid_token', error_description: 'access token is expired' } };
    return { userId: this.userId };
  }

  expireAccessTokens(): void {
    for (const token of this.accessTokens.keys()) this.accessTokens.set(token, 0);
  }

  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private exchange(form: URLSearchParams): SimAnswer<EtsyTokenResponse> {
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    // A code is spent by its first use, right or wrong, so a wrong verifier cannot be retried against it.
    this.codes.delete(code);
    if (!issued || issued.expiresAt <= Date.now()) return refused(400, 'invalid_grant', 'code is invalid or expired');
    if (form.get('redirect_uri') !== issued.redirectUri) return refused(400, 'invalid_grant', 'redirect_uri does not match');
    const verifier = form.get('code_verifier') ?? '';
    if (!VERIFIER.test(verifier) || pkceChallenge(verifier) !== issued.challenge) {
      return refused(400, 'invalid_grant', 'code_verifier does not match the code_challenge');
    }
    return { status: 200, body: this.issue() };
  }

  private issue(): EtsyTokenResponse {
    const accessToken = `${this.userId}.${secret(48)}`;
    const refreshToken = `${this.userId}.${secret(48)}`;
    this.accessTokens.set(accessToken, Date.now() + this.accessTokenTtlSeconds * 1000);
    this.refreshTokens.add(refreshToken);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: this.accessTokenTtlSeconds, refresh_token: refreshToken };
  }
}
