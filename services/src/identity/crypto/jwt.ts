// HS256 JSON Web Tokens for short-lived access: {sub, typ, blk, sid?, exp, iat}.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  sub: string;
  /** user type: WAREHOUSE_MANAGER, STAFF, or null for a seller */
  typ: string | null;
  blk: boolean;
  /** The login session the token belongs to; ending the session ends the token. */
  sid?: string;
  iat: number;
  exp: number;
}

/** Clock difference tolerated between issuing and checking a token. */
export const CLOCK_SKEW_SECONDS = 60;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export function signJwt(claims: Omit<AccessClaims, 'iat' | 'exp'>, secret: string, now: Date, ttlSeconds: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const body = `${HEADER}.${encode({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/**
 * The claims of a valid, unexpired token; null for anything else. A token is refused too when it claims to be issued
 * in the future or to live longer than we ever issue (`maxTtlSeconds`), so a leaked key cannot mint long-lived tokens
 * that outlast a key rotation's grace period unnoticed.
 */
export function verifyJwt(token: string, secret: string, now: Date, maxTtlSeconds: number): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'string' || !Number.isFinite(claims.exp) || !Number.isFinite(claims.iat)) return null;
    const nowSeconds = now.getTime() / 1000;
    if (claims.iat > nowSeconds + CLOCK_SKEW_SECONDS) return null;
    if (claims.exp - claims.iat > maxTtlSeconds + CLOCK_SKEW_SECONDS) return null;
    return claims.exp > nowSeconds ? claims : null;
  } catch {
    return null;
  }
}
