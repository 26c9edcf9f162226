// Google sign-in as plain OpenID Connect (authorization code + PKCE + nonce) against a configurable issuer.
import { Inject, Injectable } from '@nestjs/common';
import { generators, Issuer, type BaseClient } from 'openid-client';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { jwtSecret, type AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { APP_CONFIG, CLOCK } from '../../persistence/tokens';
import { signPayload, verifyPayload } from '../crypto/signed-payload';

export interface OidcIdentity {
  email: string;
  emailVerified: boolean;
  name: string | null;
}

interface StatePayload {
  verifier: string;
  nonce: string;
  redirectTo: string | null;
}

const STATE_TTL_SECONDS = 600;

@Injectable()
export class GoogleOidc {
  private client: Promise<BaseClient> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Sign-in with Google is offered only when a client id is configured. */
  get enabled(): boolean {
    return Boolean(this.config.GOOGLE_CLIENT_ID);
  }

  get callbackUrl(): string {
    const base = this.config.PUBLIC_URL ?? `http://${this.config.HOST}:${this.config.PORT}`;
    return `${base.replace(/\/$/, '')}/google/login/callback`;
  }

  /** Where to send the browser; the state carries PKCE verifier and nonce, signed, so nothing is kept server-side. */
  async authorizationUrl(redirectTo: string | null): Promise<string> {
    const client = await this.getClient();
    const verifier = generators.codeVerifier();
    const nonce = generators.nonce();
    const state = signPayload({ verifier, nonce, redirectTo } satisfies StatePayload, this.stateKey, this.clock.now(), STATE_TTL_SECONDS);
    return client.authorizationUrl({
      scope: 'openid email profile',
      code_challenge: generators.codeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
  }

  /** Exchanges the code and verifies the ID token (signature, issuer, audience, nonce) and the RFC 9207 `iss`. */
  async complete(code: string, state: string, iss?: string): Promise<OidcIdentity & { redirectTo: string | null }> {
    const payload = verifyPayload<StatePayload>(state, this.stateKey, this.clock.now());
    if (!payload) throw new DomainError(ErrorCode.GOOGLE_SIGN_IN_FAILED);
    const client = await this.getClient();
    try {
      const tokens = await client.callback(
        this.callbackUrl,
        { code, state, ...(iss ? { iss } : {}) },
        { code_verifier: payload.verifier, nonce: payload.nonce, state },
      );
      const idClaims = tokens.claims();
      // Google puts email and name in the ID token; a conforming provider may keep them for the userinfo endpoint.
      const claims = typeof idClaims.email === 'string' ? idClaims : { ...idClaims, ...(await client.userinfo(tokens)) };
      if (typeof claims.email !== 'string' || (claims.sub && claims.sub !== idClaims.sub))
        throw new Error('no email claim for this subject');
      return {
        email: claims.email,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        redirectTo: payload.redirectTo,
      };
    } catch {
      throw new DomainError(ErrorCode.GOOGLE_SIGN_IN_FAILED);
    }
  }

  private get stateKey(): string {
    return `${jwtSecret(this.config)}:oidc-state`;
  }

  private getClient(): Promise<BaseClient> {
    const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: secret, GOOGLE_OIDC_ISSUER: issuerUrl } = this.config;
    if (!clientId) throw new DomainError(ErrorCode.GOOGLE_SIGN_IN_DISABLED);
    this.client ??= Issuer.discover(issuerUrl).then(
      (issuer) =>
        new issuer.Client({ client_id: clientId, client_secret: secret, redirect_uris: [this.callbackUrl], response_types: ['code'] }),
    );
    this.client.catch(() => (this.client = null));
    return this.client.catch(() => {
      throw new DomainError(ErrorCode.GOOGLE_SIGN_IN_UNAVAILABLE);
    });
  }
}
