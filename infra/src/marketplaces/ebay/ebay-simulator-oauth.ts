// The eBay simulator's OAuth side: the consent page (which, like eBay's sandbox with a signed-in test user, agrees at
// once and returns to the RuName's accept URL) and the token endpoint's authorization_code and refresh_token grants, and
// the client_credentials grant's application tokens (for the Notification API's public keys, not for a seller's data).
// User tokens remember whose they are and the scopes consented to: a refresh may ask for fewer scopes, never more.
//
// The signed-in test user is SANDBOX_USERNAME. The consent page also takes a `login` query parameter, which only the
// simulator reads: the test user who signs in on it (at eBay, whoever types their credentials there), so that tests
// needing several eBay accounts in one app can have them.
import { randomBytes } from 'node:crypto';
import type { SimulatorRequest, SimulatorResponse } from '../simulators/json-http-server';

export interface EbayAppConfig {
  appId: string;
  appSecret: string;
  ruName: string;
}

/** Where eBay sends the seller back: the "auth accepted" and "auth declined" URLs configured on the RuName. */
export interface EbayReturnUrls {
  acceptUrl: string;
  declineUrl: string;
}

/** The sandbox's test user, who agrees on the consent page unless another `login` is given. */
const SANDBOX_USERNAME = 'sandbox_seller';
const LOGIN = /^[A-Za-z0-9._-]{1,64}$/;
const CODE_TTL_SECONDS = 299;
const REFRESH_TOKEN_TTL_SECONDS = 47_304_000;
const token = (kind: string) => `v^1.1#i^1#${kind}^1#${randomBytes(24).toString('base64url')}`;
const oauthError = (status: number, error: string, description: string): SimulatorResponse => ({
  status,
  body: { error, error_description: description },
});

const scopesOf = (value: string | null) => new Set((value ?? '').split(' ').filter((scope) => scope !== ''));

/** Whose a user token is and what the user consented to. */
export interface EbayUserGrant {
  username: string;
  scopes: ReadonlySet<string>;
}

interface Issued<G> {
  expiresAt: number;
  grant: G;
}

/** The request's bearer token as issued, when it is one of `tokens` and still live. */
function liveToken<G>(request: SimulatorRequest, tokens: ReadonlyMap<string, Issued<G>>): Issued<G> | null {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  const issued = bearer === undefined ? undefined : tokens.get(bearer);
  return issued !== undefined && issued.expiresAt > Date.now() ? issued : null;
}

export class EbayOAuthDesk {
  returnUrls: EbayReturnUrls | null;
  consent: 'ACCEPT' | 'DECLINE' = 'ACCEPT';
  private readonly codes = new Map<string, Issued<EbayUserGrant>>();
  private readonly accessTokens = new Map<string, Issued<EbayUserGrant>>();
  private readonly refreshTokens = new Map<string, EbayUserGrant>();
  private readonly applicationTokens = new Map<string, Issued<null>>();

  constructor(
    readonly app: EbayAppConfig,
    private readonly accessTokenTtlSeconds: number,
    returnUrls: EbayReturnUrls | null,
  ) {
    this.returnUrls = returnUrls;
  }

  /** GET /oauth2/authorize */
  authorize(request: SimulatorRequest): SimulatorResponse {
    const q = request.query;
    if (q.get('client_id') !== this.app.appId || q.get('redirect_uri') !== this.app.ruName || q.get('response_type') !== 'code') {
      return {
        status: 400,
        body: 'eBay: invalid_request (unknown client_id, redirect_uri not this app’s RuName, or response_type not code)',
      };
    }
    if (this.returnUrls === null) return { status: 400, body: 'eBay: this RuName has no accept and decline URLs set' };
    const username = q.get('login') ?? SANDBOX_USERNAME;
    if (!LOGIN.test(username)) return { status: 400, body: 'eBay: login is 1-64 letters, digits, ".", "_" or "-"' };
    const state = q.get('state');
    const target = new URL(this.consent === 'ACCEPT' ? this.returnUrls.acceptUrl : this.returnUrls.declineUrl);
    if (this.consent === 'ACCEPT') {
      const code = `v^1.1#i^1#f^0#p^3#r^1#I^3#t^${randomBytes(24).toString('base64url')}`;
      this.codes.set(code, { expiresAt: Date.now() + CODE_TTL_SECONDS * 1000, grant: { username, scopes: scopesOf(q.get('scope')) } });
      target.searchParams.set('code', code);
      target.searchParams.set('expires_in', String(CODE_TTL_SECONDS));
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    if (state !== null) target.searchParams.set('state', state);
    return { status: 302, headers: { location: target.toString() } };
  }

  /** POST /identity/v1/oauth2/token */
  token(request: SimulatorRequest): SimulatorResponse {
    const expected = `Basic ${Buffer.from(`${this.app.appId}:${this.app.appSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return oauthError(401, 'invalid_client', 'client authentication failed');
    const form = new URLSearchParams(request.body);
    switch (form.get('grant_type')) {
      case 'authorization_code': {
        const code = form.get('code') ?? '';
        const issued = this.codes.get(code);
        this.codes.delete(code);
        if (issued === undefined || issued.expiresAt < Date.now() || form.get('redirect_uri') !== this.app.ruName) {
          return oauthError(400, 'invalid_grant', 'the provided authorization grant code is invalid or was issued to another client');
        }
        const refresh = token('r');
        this.refreshTokens.set(refresh, issued.grant);
        return {
          status: 200,
          body: { ...this.issueAccessToken(issued.grant), refresh_token: refresh, refresh_token_expires_in: REFRESH_TOKEN_TTL_SECONDS },
        };
      }
      case 'refresh_token': {
        const consented = this.refreshTokens.get(form.get('refresh_token') ?? '');
        if (consented === undefined) {
          return oauthError(400, 'invalid_grant', 'the provided authorization refresh token is invalid or was issued to another client');
        }
        const scopes = form.has('scope') ? scopesOf(form.get('scope')) : consented.scopes;
        if ([...scopes].some((scope) => !consented.scopes.has(scope)))
          return oauthError(400, 'invalid_scope', 'the requested scope is invalid, unknown, malformed, or exceeds the scope granted');
        return { status: 200, body: this.issueAccessToken({ username: consented.username, scopes }) };
      }
      case 'client_credentials': {
        if (!form.get('scope'))
          return oauthError(400, 'invalid_scope', 'the requested scope is invalid, unknown, malformed, or exceeds the scope granted');
        const access = token('a');
        this.applicationTokens.set(access, { expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000, grant: null });
        return {
          status: 200,
          body: { access_token: access, expires_in: this.accessTokenTtlSeconds, token_type: 'Application Access Token' },
        };
      }
      default:
        return oauthError(400, 'unsupported_grant_type', 'grant type in request is not supported by the authorization server');
    }
  }

  /** The user and scopes of a request's live user access token; null without one. */
  userOf(request: SimulatorRequest): EbayUserGrant | null {
    return liveToken(request, this.accessTokens)?.grant ?? null;
  }

  /** Whether a request carries a live application access token (client credentials grant). */
  admitsApplication(request: SimulatorRequest): boolean {
    return liveToken(request, this.applicationTokens) !== null;
  }

  /** Every access token issued so far lapses, as if its two hours had passed. */
  expireAccessTokens(): void {
    for (const issued of this.accessTokens.values()) issued.expiresAt = 0;
  }

  /** The seller revoked the app: no token works and no refresh is granted. */
  revoke(): void {
    this.accessTokens.clear();
    this.refreshTokens.clear();
  }

  private issueAccessToken(grant: EbayUserGrant) {
    const access = token('a');
    this.accessTokens.set(access, { expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000, grant });
    return { access_token: access, expires_in: this.accessTokenTtlSeconds, token_type: 'User Access Token' };
  }
}
