import type { Request } from 'express';
import type { AccessClaims } from '../../identity/crypto/jwt';

/** Who the auth guard let through, set on the request for every context's controllers, guards and error reporting. */
export interface Auth extends AccessClaims {
  /** The seller a staff member acts as; the caller's own id otherwise. */
  actingUserId: string;
  impersonatorId: string | null;
}

export type AuthedRequest = Request & { auth?: Auth };
