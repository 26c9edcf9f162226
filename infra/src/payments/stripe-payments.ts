// Stripe behind the same port (selected by STRIPE_SECRET_KEY). Not exercised here: this workplace has no network.
import type Stripe from 'stripe';
import type { CardFailure } from '@ledgerhouse/contracts';
import { defaultExport, onFirstUse } from '../on-first-use';
import type { CardInput, ChargeLookup, ChargeRequest, ChargeResult, PaymentPort, TokenizeFailure, TokenizeResult } from './payment-port';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (only with STRIPE_SECRET_KEY)
const stripeSdk = onFirstUse(() => defaultExport<typeof Stripe>(require('stripe')));

/** Stripe's error codes (https://docs.stripe.com/error-codes, decline codes) in our failure vocabulary. */
export function failureOfStripeError(err: unknown): CardFailure {
  if (!(err instanceof stripeSdk().errors.StripeError)) return 'PAYMENT_PROVIDER_ERROR';
  if (err.type !== 'StripeCardError') return 'PAYMENT_PROVIDER_ERROR';
  if (err.code === 'expired_card' || err.decline_code === 'expired_card') return 'CARD_EXPIRED';
  if (err.decline_code === 'insufficient_funds') return 'CARD_INSUFFICIENT_FUNDS';
  return 'CARD_DECLINED';
}

function tokenizeFailureOf(err: unknown): TokenizeFailure {
  if (err instanceof stripeSdk().errors.StripeError && (err.code === 'incorrect_number' || err.code === 'invalid_number'))
    return 'CARD_NUMBER_INVALID';
  const failure = failureOfStripeError(err);
  return failure === 'CARD_INSUFFICIENT_FUNDS' ? 'CARD_DECLINED' : failure;
}

export class StripePayments implements PaymentPort {
  readonly kind = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(secretKey: string, stripe?: Stripe) {
    this.stripe = stripe ?? new (stripeSdk())(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async tokenizeCard(card: CardInput): Promise<TokenizeResult> {
    try {
      const method = await this.stripe.paymentMethods.create({
        type: 'card',
        card: { number: card.number.replace(/\s+/g, ''), exp_month: card.expMonth, exp_year: card.expYear, cvc: card.cvc },
        billing_details: card.holderName ? { name: card.holderName } : undefined,
      });
      const customer = await this.stripe.customers.create({ payment_method: method.id });
      const c = method.card;
      // The token names the customer and its payment method: off-session charges need both.
      return {
        ok: true,
        card: {
          token: `${customer.id}:${method.id}`,
          brand: c?.brand ?? 'unknown',
          last4: c?.last4 ?? '',
          expMonth: c?.exp_month ?? card.expMonth,
          expYear: c?.exp_year ?? card.expYear,
        },
      };
    } catch (err) {
      return { ok: false, failure: tokenizeFailureOf(err) };
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const [customer, paymentMethod] = request.token.split(':');
    try {
      const intent = await this.stripe.paymentIntents.create(
        // The key also goes into metadata, so findCharge can search for the intent after a crash.
        {
          amount: request.amountCents,
          currency: 'usd',
          customer,
          payment_method: paymentMethod,
          confirm: true,
          off_session: true,
          metadata: { idempotency_key: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id, status: 'SUCCEEDED' };
      return { ok: false, paymentId: intent.id, failure: 'CARD_DECLINED' };
    } catch (err) {
      const paymentId = err instanceof stripeSdk().errors.StripeError ? (err.payment_intent?.id ?? null) : null;
      return { ok: false, paymentId, failure: failureOfStripeError(err) };
    }
  }

  /**
   * Searches PaymentIntents by the key kept in metadata. Stripe's search index lags writes by up to about a minute,
   * so NOT_FOUND is trusted only for requests older than that (the recovery pass waits longer before settling one).
   */
  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const found = await this.stripe.paymentIntents.search({
      query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, '')}'`,
      limit: 1,
    });
    const intent = found.data[0];
    if (!intent) return { ok: null, state: 'NOT_FOUND' };
    if (intent.status === 'succeeded') return { ok: true, paymentId: intent.id, status: 'SUCCEEDED' };
    if (intent.status === 'canceled' || intent.status === 'requires_payment_method') {
      const error = intent.last_payment_error;
      const failure: CardFailure =
        error?.code === 'expired_card' || error?.decline_code === 'expired_card'
          ? 'CARD_EXPIRED'
          : error?.decline_code === 'insufficient_funds'
            ? 'CARD_INSUFFICIENT_FUNDS'
            : 'CARD_DECLINED';
      return { ok: false, paymentId: intent.id, failure };
    }
    return { ok: null, state: 'PENDING' };
  }
}
