// The card processor port: tokenise a card once, then charge the token. Adapters: sandbox (default) and Stripe.
import type { CardFailure } from '@ledgerhouse/contracts';

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName?: string;
}

export interface TokenizedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Why a card could not be linked: an invalid number or an expiry in the past. */
export type TokenizeFailure = 'CARD_NUMBER_INVALID' | 'CARD_EXPIRED' | 'CARD_DECLINED' | 'PAYMENT_PROVIDER_ERROR';

export type TokenizeResult = { ok: true; card: TokenizedCard } | { ok: false; failure: TokenizeFailure };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** The same key answers the same payment again without charging twice. */
  idempotencyKey: string;
}

export type ChargeResult =
  { ok: true; paymentId: string; status: 'SUCCEEDED' } | { ok: false; paymentId: string | null; failure: CardFailure };

/**
 * What the processor knows about a charge asked for under an idempotency key: its result, PENDING while it has not
 * finished, or NOT_FOUND when no charge was ever made under that key.
 */
export type ChargeLookup = ChargeResult | { ok: null; state: 'PENDING' | 'NOT_FOUND' };

export interface PaymentPort {
  readonly kind: 'sandbox' | 'stripe';
  tokenizeCard(card: CardInput): Promise<TokenizeResult>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Asks about a charge without making one: how a top-up whose process died after charging is settled. */
  findCharge(idempotencyKey: string): Promise<ChargeLookup>;
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^220[0-4]/.test(digits)) return 'mir';
  return 'unknown';
}

/** A card whose last valid month ended before `now`. */
export function expiryPassed(expMonth: number, expYear: number, now: Date): boolean {
  return expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}
