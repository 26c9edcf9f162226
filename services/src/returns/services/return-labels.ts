// The label of a return, bought from the buyer's address to the warehouse, CHEAPEST: the request is recorded on
// return-<orderId> before the carrier is asked (its id is the idempotency key and the wallet document), so a retry
// after a crash resumes that purchase. Money before the outside call: the quoted price is charged to the seller's
// wallet (RETURN_SHIPMENT, the request as its document) before the label is bought; a wallet that cannot pay is 402
// INSUFFICIENT_BALANCE and nothing is bought; a price above LABEL_PRICE_CENTS_MAX is 422 LABEL_PRICE_IMPLAUSIBLE; a
// refusal is refunded, recorded and answered 422 LABEL_PURCHASE_FAILED; a final price unlike the quote is settled.
// The seller sees the price first (`quote`) and confirms it: a quote dearer than the confirmed price is recorded as a
// failure and answered 409 RETURN_LABEL_PRICE_CHANGED, nothing charged or bought.
// Concurrent creations of one return buy once: in this process they take turns (the later ones find the label); a
// purchase another process recorded first leaves this one's stored PDF removed, so no label file is orphaned.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  ErrorCode,
  isPlausibleLabelPrice,
  LABEL_PRICE_CENTS_MAX,
  type OrderLabel,
  type ParcelSize,
  type ShippingRate,
} from '@ledgerhouse/contracts';
import type { Clock, FileStorage } from '@ledgerhouse/infra';
import { EnsureFunds } from '../../billing/commands/ensure-funds.command';
import { RefundSpending } from '../../billing/commands/refund-spending.command';
import { SpendFromWallet } from '../../billing/commands/spend-from-wallet.command';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { FILE_STORAGE } from '../../files/file-storage.provider';
import type { OrderState } from '../../orders/domain/order';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import {
  LABEL_PRICE_IMPLAUSIBLE_REASON,
  LABEL_PURCHASE_FAILED_REASON,
  LABEL_UNPAID_REASON,
  LabelPurchase,
  LabelPurchaseRefused,
  type LabelRequest,
} from '../../orders/sagas/fulfillment/label-purchase';
import { returnLabelDecider, returnLabelStream, type ReturnLabelCommand } from '../domain/return-label';

const MAX_SIDE_CM = 500;
/** Why nothing was bought or charged: the quote rose above the price the seller confirmed. */
const LABEL_PRICE_CHANGED_REASON = 'The label price rose above the confirmed price';
const side = (cm: number) => Math.min(MAX_SIDE_CM, Math.max(0.1, Math.round(cm * 10) / 10));

@Injectable()
export class ReturnLabels {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly purchase: LabelPurchase,
    private readonly bus: CommandBus,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** The rate a purchase would buy now (nothing recorded, charged or bought). */
  async quote(order: OrderState, parcel: ParcelSize): Promise<ShippingRate> {
    const rate = await this.purchase.quote(this.request(order, parcel, `preview-${order.orderId!}`)).catch(() => {
      throw new DomainError(ErrorCode.LABEL_PURCHASE_FAILED);
    });
    if (!isPlausibleLabelPrice(rate.priceCents))
      throw new DomainError(ErrorCode.LABEL_PRICE_IMPLAUSIBLE, { maxCents: LABEL_PRICE_CENTS_MAX });
    return rate;
  }

  /** The tracking number and courier of the bought label (the one bought before, when a retry finds it). */
  buy(order: OrderState, parcel: ParcelSize, confirmedPriceCents?: number): Promise<{ trackingNumber: string; courierService: string }> {
    return this.deps.queue.run(`${returnLabelStream(order.orderId!)}:purchase`, () => this.buyOnce(order, parcel, confirmedPriceCents));
  }

  private request(order: OrderState, parcel: ParcelSize, idempotencyKey: string): LabelRequest {
    return {
      from: { name: order.buyer?.fullName ?? '', phone: order.buyer?.phone ?? null, address: order.address! },
      to: this.purchase.warehouse(),
      parcel: { ...parcel, lengthCm: side(parcel.lengthCm), widthCm: side(parcel.widthCm), heightCm: side(parcel.heightCm) },
      priority: 'CHEAPEST',
      idempotencyKey,
      reference: `RETURN ${order.number ?? order.orderId!}`,
      ownerId: order.sellerId!,
    };
  }

  private async buyOnce(
    order: OrderState,
    parcel: ParcelSize,
    confirmedPriceCents: number | undefined,
  ): Promise<{ trackingNumber: string; courierService: string }> {
    const orderId = order.orderId!;
    const asked = await this.run(orderId, { type: 'RequestPurchase', orderId, sellerId: order.sellerId!, at: this.clock.now() });
    const done = asked.state.label;
    if (done) return { trackingNumber: done.trackingNumber, courierService: done.carrier };
    const requestId = asked.state.pending!;
    const request = this.request(order, parcel, requestId);
    const fail = (reason: string, code: ErrorCode, params: Record<string, unknown> = {}) =>
      this.run(orderId, { type: 'RecordFailure', requestId, reason, at: this.clock.now() }).then(() => {
        throw new DomainError(code, params);
      });
    let rate: ShippingRate;
    try {
      rate = await this.purchase.quote(request);
    } catch (err) {
      // A refusal ends this request; anything else (rate limit, outage) leaves it to be resumed by the next try.
      if (err instanceof LabelPurchaseRefused) return fail(LABEL_PURCHASE_FAILED_REASON, ErrorCode.LABEL_PURCHASE_FAILED);
      throw new DomainError(ErrorCode.LABEL_PURCHASE_FAILED);
    }
    if (!isPlausibleLabelPrice(rate.priceCents))
      return fail(LABEL_PRICE_IMPLAUSIBLE_REASON, ErrorCode.LABEL_PRICE_IMPLAUSIBLE, { maxCents: LABEL_PRICE_CENTS_MAX });
    if (confirmedPriceCents !== undefined && rate.priceCents > confirmedPriceCents)
      return fail(LABEL_PRICE_CHANGED_REASON, ErrorCode.RETURN_LABEL_PRICE_CHANGED, { priceCents: rate.priceCents });
    const paid = await this.charge(order, requestId, rate.priceCents);
    if (!paid.accepted)
      return fail(LABEL_UNPAID_REASON, ErrorCode.INSUFFICIENT_BALANCE, {
        requiredCents: rate.priceCents,
        balanceCents: paid.balanceAfterCents,
      });
    let label: OrderLabel;
    try {
      label = await this.purchase.buy(request, { rate, maxPriceCents: paid.amountCents });
    } catch (err) {
      if (!(err instanceof LabelPurchaseRefused)) throw new DomainError(ErrorCode.LABEL_PURCHASE_FAILED);
      await this.bus.execute(new RefundSpending(order.sellerId!, 'RETURN_SHIPMENT', requestId));
      return fail(LABEL_PURCHASE_FAILED_REASON, ErrorCode.LABEL_PURCHASE_FAILED);
    }
    await this.settle(order, requestId, label.costCents - paid.amountCents);
    const recorded = (await this.run(orderId, { type: 'RecordPurchase', requestId, label, at: this.clock.now() })).state.label ?? label;
    if (label.fileId && recorded.fileId !== label.fileId) await this.files.delete(label.fileId);
    return { trackingNumber: recorded.trackingNumber, courierService: recorded.carrier };
  }

  /** The quoted price taken from the wallet (auto top-up asked first when short); idempotent per request. */
  private async charge(order: OrderState, documentId: string, amountCents: number) {
    await this.bus.execute(new EnsureFunds(order.sellerId!, amountCents));
    return this.bus.execute(
      new SpendFromWallet(order.sellerId!, {
        purpose: 'RETURN_SHIPMENT',
        amountCents,
        documentId,
        notes: null,
        reference: { kind: 'RETURN_SHIPMENT', number: order.number ?? order.orderId! },
      }),
    );
  }

  /** A final price unlike the quote: the difference charged under its own document, or the excess refunded. */
  private async settle(order: OrderState, documentId: string, differenceCents: number): Promise<void> {
    if (differenceCents < 0) await this.bus.execute(new RefundSpending(order.sellerId!, 'RETURN_SHIPMENT', documentId, -differenceCents));
    if (differenceCents > 0)
      await this.bus.execute(
        new SpendFromWallet(order.sellerId!, {
          purpose: 'RETURN_SHIPMENT',
          amountCents: differenceCents,
          documentId: `${documentId}-difference`,
          notes: null,
          reference: { kind: 'RETURN_SHIPMENT', number: order.number ?? order.orderId! },
        }),
      );
  }

  private run(orderId: string, command: ReturnLabelCommand) {
    return executeCommand(this.deps, returnLabelStream(orderId), returnLabelDecider, command);
  }
}
