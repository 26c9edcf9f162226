// The identity context's public door for connections that authenticate in-band (the live support socket): who does
// this access token belong to, until when? Send it through the QueryBus:
// `await queries.execute(new AuthenticateAccessToken(token))` → the caller, or null for an invalid, expired or revoked token.
// This file holds only the query class, so another context may import it (eslint allows exactly this file).
import { Query } from '@nestjs/cqrs';

export interface AuthenticatedCaller {
  userId: string;
  /** STAFF, WAREHOUSE_MANAGER, or null for a seller; from the read model when it knows the user (as the AuthGuard). */
  userType: string | null;
  blocked: boolean;
  /** When the token stops being valid. */
  expiresAt: Date;
  /** The login session the token belongs to: its logout ends the token. */
  sessionId: string;
}

export class AuthenticateAccessToken extends Query<AuthenticatedCaller | null> {
  constructor(readonly token: string) {
    super();
  }
}
