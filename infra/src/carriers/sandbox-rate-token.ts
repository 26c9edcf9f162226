// A sandbox rate id carries its own quote (service, price, days, expiry, parties), signed, so a label can be bought by
// any process of the server, and after a restart, until the quote expires. Anything else is RATE_NOT_FOUND.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarrierParty } from './carrier-port';

export interface QuotedRate {
  carrier: string;
  service: string;
  priceCents: number;
  estimatedDays: number | null;
  expiresAt: string;
  from: CarrierParty;
  to: CarrierParty;
}

const PREFIX = 'sbxrate_';

function signature(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22);
}

export function encodeRateId(rate: QuotedRate, secret: string): string {
  const body = Buffer.from(JSON.stringify(rate)).toString('base64url');
  return `${PREFIX}${body}.${signature(body, secret)}`;
}

export function decodeRateId(rateId: string, secret: string): QuotedRate | null {
  if (!rateId.startsWith(PREFIX)) return null;
  const [body, mac, extra] = rateId.slice(PREFIX.length).split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(body, secret));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as QuotedRate;
  } catch {
    return null;
  }
}
