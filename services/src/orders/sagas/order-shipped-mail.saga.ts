// Warehouse operations mail: when an order is handed over to the carrier, its seller is mailed the carrier and the
// tracking number, once per handover (services/src/notifications/seller-notification-mail.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { OrderEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { SellerNotificationMail } from '../../notifications/seller-notification-mail';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import { orderShippedMail } from './order-shipped-mail';

@Injectable()
export class OrderShippedMailSaga implements Saga {
  readonly name = 'order-shipped-mail';
  readonly handles = ['OrderHandedOver'];

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    private readonly mail: SellerNotificationMail,
  ) {}

  async react(stored: StoredEvent): Promise<void> {
    const history = ((await this.deps.store.readStream(stored.streamId)) as unknown as OrderEvent[]).slice(0, stored.version);
    const placed = history.find((e) => e.type === 'OrderPlaced');
    if (!placed) return;
    // The label the parcel left with: bought (LabelAttached) or the seller's own (its options).
    const label = history.findLast((e) => e.type === 'LabelAttached')?.data.label;
    const option = history.findLast((e) => e.type === 'FulfillmentStarted')?.data.options.label;
    const own = option?.kind === 'OWN' ? { carrier: option.courier, trackingNumber: option.trackingNumber } : null;
    const shipped = label ? { carrier: label.carrier, trackingNumber: label.trackingNumber } : own;
    if (!shipped) return;
    const orderId = stored.streamId.slice('order-'.length);
    await this.mail.sendOnce({
      key: `order-shipped:${orderId}:${stored.version}`,
      sellerId: placed.data.sellerId,
      at: stored.recordedAt,
      category: 'WAREHOUSE_OPERATIONS',
      compose: (locale, base) => orderShippedMail(locale, { number: placed.data.number ?? orderId, ...shipped }, `${base}/orders`),
    });
  }
}
