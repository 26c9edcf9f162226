// HS256 JSON Web Tokens for short-lived access: {sub, typ, blk, imp?, exp, iat}.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  sub: string;
  /** user type: WAREHOUSE_MANAGER, STAFF, or null for a seller */
  typ: string | null;
  blk: boolean;
  iat: number;
  exp: number;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

export function signJwt(claims: Omit<AccessClaims, 'iat' | 'exp'>, secret: string, now: Date, ttlSeconds: number): string {
  const iat = Math.floor(now.getTime() / 1000);
  const body = `${HEADER}.${encode({ ...claims, iat, exp: iat + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The claims of a valid, unexpired token; null for anything else. */
export function verifyJwt(token: string, secret: string, now: Date): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now.getTime() ? claims : null;
  } catch {
    return null;
  }
}
