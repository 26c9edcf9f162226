// Share links for impersonation: signed with a key of their own, so such a token is never an access token.
import { signJwt, verifyJwt } from './jwt';

const purposeKey = (secret: string) => `${secret}:impersonation-link`;

export function signImpersonationLink(userId: string, issuerId: string, secret: string, now: Date, ttlSeconds: number): string {
  return signJwt({ sub: userId, typ: `IMPERSONATION:${issuerId}`, blk: false }, purposeKey(secret), now, ttlSeconds);
}

/** The seller a valid, unexpired link opens and the staff member it was minted by (and for); null otherwise. */
export function verifyImpersonationLink(
  token: string,
  secret: string,
  now: Date,
  ttlSeconds: number,
): { userId: string; issuerId: string } | null {
  const claims = verifyJwt(token, purposeKey(secret), now, ttlSeconds);
  return claims && claims.typ?.startsWith('IMPERSONATION:')
    ? { userId: claims.sub, issuerId: claims.typ.slice('IMPERSONATION:'.length) }
    : null;
}
