// The wallet side of one fulfillment attempt, through Billing's doors. Money is taken before the warehouse buys a
// label for the seller: `prepay` charges the quoted bill under the attempt's ORDER_FULFILLMENT document (after asking
// auto top-up to cover a shortfall); `settle` squares it with the final bill (a dearer label charges the difference
// under its own document, a cheaper one refunds the rest); `refund` gives back both when the attempt ends unshipped
// or its label could not be bought. Each call is idempotent per document, so a replayed step moves no money twice.
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EnsureFunds } from '../../../billing/commands/ensure-funds.command';
import { RefundSpending } from '../../../billing/commands/refund-spending.command';
import { isBlockedRefusal, SpendFromWallet } from '../../../billing/commands/spend-from-wallet.command';
import type { OrderState } from '../../domain/order';
import { differenceDocumentId, paymentDocumentId } from './fulfillment-attempt';

export type ChargeResult = { ok: true; amountCents: number } | { ok: false; reason: 'INSUFFICIENT_FUNDS' | 'ACCOUNT_BLOCKED' };

@Injectable()
export class FulfillmentCharge {
  constructor(private readonly bus: CommandBus) {}

  /** Charges the quoted bill before the label is bought (answers the first charge when it was taken before). */
  async prepay(state: OrderState, startedVersion: number, amountCents: number): Promise<ChargeResult> {
    // Auto top-up first, when on and short; the spend alone decides (a refusal is recorded on the wallet, and a charge
    // taken before a crash is answered as it was).
    await this.bus.execute(new EnsureFunds(state.sellerId!, amountCents));
    return this.spend(state, paymentDocumentId(state.orderId!, startedVersion), amountCents);
  }

  /** Takes the final bill: what `prepay` took counts, the rest is charged or refunded. */
  async settle(state: OrderState, startedVersion: number, totalCents: number): Promise<ChargeResult> {
    const document = paymentDocumentId(state.orderId!, startedVersion);
    const first = await this.spend(state, document, totalCents);
    if (!first.ok) return first;
    const difference = totalCents - first.amountCents;
    if (difference < 0) await this.bus.execute(new RefundSpending(state.sellerId!, 'ORDER_FULFILLMENT', document, -difference));
    if (difference > 0) {
      const extra = await this.spend(state, differenceDocumentId(state.orderId!, startedVersion), difference);
      if (!extra.ok) return extra;
    }
    return { ok: true, amountCents: totalCents };
  }

  /** Gives back everything the attempt was charged (nothing when it was charged nothing). */
  async refund(state: OrderState, startedVersion: number): Promise<void> {
    const sellerId = state.sellerId!;
    await this.bus.execute(new RefundSpending(sellerId, 'ORDER_FULFILLMENT', paymentDocumentId(state.orderId!, startedVersion)));
    await this.bus.execute(new RefundSpending(sellerId, 'ORDER_FULFILLMENT', differenceDocumentId(state.orderId!, startedVersion)));
  }

  private async spend(state: OrderState, documentId: string, amountCents: number): Promise<ChargeResult> {
    if (amountCents === 0) return { ok: true, amountCents: 0 };
    try {
      const spending = {
        purpose: 'ORDER_FULFILLMENT' as const,
        amountCents,
        documentId,
        notes: null,
        reference: { kind: 'ORDER_FULFILLMENT' as const, number: state.number ?? state.orderId! },
      };
      const outcome = await this.bus.execute(new SpendFromWallet(state.sellerId!, spending));
      return outcome.accepted ? { ok: true, amountCents: outcome.amountCents } : { ok: false, reason: 'INSUFFICIENT_FUNDS' };
    } catch (err) {
      if (!isBlockedRefusal(err)) throw err;
      return { ok: false, reason: 'ACCOUNT_BLOCKED' };
    }
  }
}
