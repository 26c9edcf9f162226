// Order events as the order decider and sagas write them, and a driver that appends them straight to `order-<id>`
// streams: for the read-side tests (projectors, list and view routes), independent of the order commands.
import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, GlobalPosition } from '../../infra/src';
import type { FulfillmentOptions, OrderEvent, OrderLabel, OrderLine, OrderSource } from '@ledgerhouse/contracts';

type Data<T extends OrderEvent['type']> = Extract<OrderEvent, { type: T }>['data'];
type Placed = Data<'OrderPlaced'>;

export const orderLine = (sku: string, quantity: number, priceCents: number, productId: string = randomUUID()): OrderLine => ({
  productId,
  sku,
  quantity,
  priceCents,
});

export const buyer = { fullName: 'Ada Lovelace', phone: '+1 555 010 0000' };
export const address = { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null };
export const buyLabel: FulfillmentOptions = {
  label: { kind: 'BUY', priority: 'CHEAPEST' },
  commercialInvoiceFileId: null,
  insurance: false,
  noteOnLabel: null,
  taxpayer: null,
  comment: 'Fragile',
};
export const sandboxLabel: OrderLabel = {
  carrier: 'SANDBOX',
  service: 'GROUND',
  trackingNumber: 'SBX123456',
  fileId: null,
  costCents: 750,
  carrierLabelId: 'lbl-1',
  estimatedDays: 3,
};

/** An OrderPlaced with every field; `over` replaces any of them. */
export function placed(orderId: string, sellerId: string, over: Partial<Placed> = {}): OrderEvent {
  const source: OrderSource = { channel: 'MANUAL', channelAccountId: null, channelOrderId: null };
  const at = over.placedAt ?? new Date().toISOString();
  return {
    type: 'OrderPlaced',
    data: {
      orderId,
      sellerId,
      placedAt: at,
      number: `SO-${orderId.slice(0, 8)}`,
      orderDate: at,
      source,
      buyer,
      address,
      note: null,
      lines: [orderLine('SKU-A', 2, 1250), orderLine('SKU-B', 1, 500)],
      ...over,
    },
  };
}

/** One event after placement, with its time. */
export const orderEvent = <T extends Exclude<OrderEvent['type'], 'OrderPlaced'>>(
  type: T,
  data: Omit<Data<T>, 'at'>,
  at: string = new Date().toISOString(),
): OrderEvent => ({ type, data: { ...data, at } }) as OrderEvent;

/** The events that bring a placed order to each list tab (after `placed`). */
export const toStatus = {
  reserving: (): OrderEvent[] => [],
  ready: (): OrderEvent[] => [orderEvent('OrderReserved', {})],
  insufficient: (): OrderEvent[] => [
    orderEvent('OrderReservationShort', { missing: [{ productId: 'p-1', sku: 'SKU-A', requested: 2, available: 1 }] }),
  ],
  processing: (): OrderEvent[] => [
    orderEvent('OrderReserved', {}),
    orderEvent('FulfillmentStarted', { options: buyLabel, automatic: false }),
    orderEvent('LabelPurchaseRequested', { requestId: 'r1' }),
    orderEvent('LabelAttached', { label: sandboxLabel }),
  ],
  paymentFailed: (): OrderEvent[] => [
    ...toStatus.processing(),
    orderEvent('FulfillmentPaymentRequested', { attempt: 1 }),
    orderEvent('FulfillmentPaymentFailed', { reason: 'Insufficient funds' }),
  ],
  labelFailed: (): OrderEvent[] => [
    orderEvent('OrderReserved', {}),
    orderEvent('FulfillmentStarted', { options: buyLabel, automatic: false }),
    orderEvent('LabelPurchaseRequested', { requestId: 'r1' }),
    orderEvent('LabelPurchaseFailed', { requestId: 'r1', reason: 'Error purchasing label' }),
  ],
  processed: (manifestId = randomUUID()): OrderEvent[] => [
    ...toStatus.processing(),
    orderEvent('FulfillmentPaymentRequested', { attempt: 1 }),
    orderEvent('FulfillmentPaid', { amountCents: 1200 }),
    orderEvent('PickingStarted', {}),
    orderEvent('OrderPicked', {}),
    orderEvent('OrderPacked', {}),
    orderEvent('OrderAddedToManifest', { manifestId }),
    orderEvent('OrderHandedOver', { manifestId }),
  ],
  canceled: (): OrderEvent[] => [orderEvent('OrderReserved', {}), orderEvent('OrderCanceled', {})],
};

/** Appends to `order-<id>` streams as `actor` (impersonated by `impersonator` when given). */
export function orderDriver(store: EventStore) {
  return {
    async append(
      orderId: string,
      events: OrderEvent[],
      actor: { userId: string | null; impersonatorId?: string | null },
    ): Promise<GlobalPosition> {
      const stream = `order-${orderId}`;
      const version = (await store.readStream(stream)).length;
      const metadata: EventMetadata = {
        correlationId: randomUUID(),
        causationId: null,
        userId: actor.userId,
        impersonatorId: actor.impersonatorId ?? null,
        schemaVersion: 1,
      };
      return (
        await store.append(
          stream,
          events.map((e) => ({ ...e, metadata })),
          version,
        )
      ).position;
    },
  };
}
