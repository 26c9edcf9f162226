// A card processor in a box: Luhn check, the test cards of SANDBOX_CARDS, idempotent charges, opaque tokens.
import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS, type CardFailure } from '@ledgerhouse/contracts';
import type { Clock } from '../clock/clock';
import {
  cardBrand,
  expiryPassed,
  luhnValid,
  type CardInput,
  type ChargeLookup,
  type ChargeRequest,
  type ChargeResult,
  type PaymentPort,
  type TokenizeResult,
} from './payment-port';
import type { SandboxBehaviour, SandboxRecords } from './sandbox-records';

const FAILURE_OF: Record<Exclude<SandboxBehaviour, 'success'>, CardFailure> = {
  decline: 'CARD_DECLINED',
  insufficientFunds: 'CARD_INSUFFICIENT_FUNDS',
  expired: 'CARD_EXPIRED',
};

function behaviourOf(digits: string): SandboxBehaviour {
  const match = (Object.entries(SANDBOX_CARDS) as [keyof typeof SANDBOX_CARDS, string][]).find(([, number]) => number === digits);
  return match ? match[0] : 'success';
}

export class SandboxPayments implements PaymentPort {
  readonly kind = 'sandbox' as const;

  constructor(
    private readonly records: SandboxRecords,
    private readonly clock: Clock,
  ) {}

  async tokenizeCard(card: CardInput): Promise<TokenizeResult> {
    const digits = card.number.replace(/\s+/g, '');
    if (!luhnValid(digits)) return { ok: false, failure: 'CARD_NUMBER_INVALID' };
    if (expiryPassed(card.expMonth, card.expYear, this.clock.now())) return { ok: false, failure: 'CARD_EXPIRED' };
    // Only the behaviour and expiry are remembered against the token; the number is dropped here.
    const token = `tok_sandbox_${randomBytes(12).toString('hex')}`;
    await this.records.saveCard({ token, behaviour: behaviourOf(digits), expMonth: card.expMonth, expYear: card.expYear });
    return { ok: true, card: { token, brand: cardBrand(digits), last4: digits.slice(-4), expMonth: card.expMonth, expYear: card.expYear } };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = await this.records.findPayment(request.idempotencyKey);
    if (earlier) return resultOf(earlier.paymentId, earlier.failure);
    const card = await this.records.findCard(request.token);
    if (!card) return { ok: false, paymentId: null, failure: 'PAYMENT_PROVIDER_ERROR' };
    const failure =
      card.behaviour !== 'success'
        ? FAILURE_OF[card.behaviour]
        : expiryPassed(card.expMonth, card.expYear, this.clock.now())
          ? 'CARD_EXPIRED'
          : null;
    const paymentId = `pay_sandbox_${randomBytes(12).toString('hex')}`;
    const saved = await this.records.savePayment({
      idempotencyKey: request.idempotencyKey,
      paymentId,
      token: request.token,
      amountCents: request.amountCents,
      failure,
    });
    return resultOf(saved.paymentId, saved.failure);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const payment = await this.records.findPayment(idempotencyKey);
    return payment ? resultOf(payment.paymentId, payment.failure) : { ok: null, state: 'NOT_FOUND' };
  }
}

function resultOf(paymentId: string, failure: CardFailure | null): ChargeResult {
  return failure ? { ok: false, paymentId, failure } : { ok: true, paymentId, status: 'SUCCEEDED' };
}
