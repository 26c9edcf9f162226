// A tamper-proof, expiring payload (HMAC-SHA256 over base64url JSON), for values that round-trip through a browser.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPayload(payload: object, key: string, now: Date, ttlSeconds: number): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: Math.floor(now.getTime() / 1000) + ttlSeconds })).toString('base64url');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

export function verifyPayload<T>(token: string, key: string, now: Date): T | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = createHmac('sha256', key).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
    return payload.exp * 1000 > now.getTime() ? payload : null;
  } catch {
    return null;
  }
}
