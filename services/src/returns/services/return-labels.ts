// The label of a return, bought from the buyer's address to the warehouse, CHEAPEST: the request is recorded on
// return-<orderId> before the carrier is asked (its id is the idempotency key), so a retry after a crash resumes that
// purchase; a refusal is recorded and answered 422 LABEL_PURCHASE_FAILED ('Failed to purchase label').
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type OrderLabel, type ParcelSize } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import type { OrderState } from '../../orders/domain/order';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { LABEL_PURCHASE_FAILED_REASON, LabelPurchase, LabelPurchaseRefused } from '../../orders/sagas/fulfillment/label-purchase';
import { returnLabelDecider, returnLabelStream, type ReturnLabelCommand } from '../domain/return-label';

const MAX_SIDE_CM = 500;
const side = (cm: number) => Math.min(MAX_SIDE_CM, Math.max(0.1, Math.round(cm * 10) / 10));

@Injectable()
export class ReturnLabels {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly purchase: LabelPurchase,
  ) {}

  /** The tracking number and courier of the bought label (the one bought before, when a retry finds it). */
  async buy(order: OrderState, parcel: ParcelSize): Promise<{ trackingNumber: string; courierService: string }> {
    const orderId = order.orderId!;
    const asked = await this.run(orderId, { type: 'RequestPurchase', orderId, sellerId: order.sellerId!, at: this.clock.now() });
    const done = asked.state.label;
    if (done) return { trackingNumber: done.trackingNumber, courierService: done.carrier };
    const requestId = asked.state.pending!;
    let label: OrderLabel;
    try {
      label = await this.purchase.buy({
        from: { name: order.buyer?.fullName ?? '', phone: order.buyer?.phone ?? null, address: order.address! },
        to: this.purchase.warehouse(),
        parcel: { ...parcel, lengthCm: side(parcel.lengthCm), widthCm: side(parcel.widthCm), heightCm: side(parcel.heightCm) },
        priority: 'CHEAPEST',
        idempotencyKey: requestId,
        reference: `RETURN ${order.number ?? orderId}`,
        ownerId: order.sellerId!,
      });
    } catch (err) {
      // A refusal ends this request; anything else (rate limit, outage) leaves it to be resumed by the next try.
      if (err instanceof LabelPurchaseRefused)
        await this.run(orderId, { type: 'RecordFailure', requestId, reason: LABEL_PURCHASE_FAILED_REASON, at: this.clock.now() });
      throw new DomainError(ErrorCode.LABEL_PURCHASE_FAILED);
    }
    await this.run(orderId, { type: 'RecordPurchase', requestId, label, at: this.clock.now() });
    return { trackingNumber: label.trackingNumber, courierService: label.carrier };
  }

  private run(orderId: string, command: ReturnLabelCommand) {
    return executeCommand(this.deps, returnLabelStream(orderId), returnLabelDecider, command);
  }
}
