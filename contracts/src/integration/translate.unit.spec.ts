import type { InventoryEvent, ProductEvent } from '../events/catalog';
import type { WalletEvent } from '../events/billing';
import type { InboundEvent } from '../events/inbound';
import type { OrderEvent } from '../events/orders';
import { INTEGRATION_EVENTS, integrationEventDefinition } from './catalog';
import type { IntegrationSource } from './public-event';
import { integrationEventsOf, makesIntegrationEvents, ownerStreamOf, PUBLISHED_INTERNAL_EVENT_TYPES, streamOwner } from './translate';

const SELLER = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const ORDER = '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e';
const PRODUCT = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const SHIPMENT = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';
const MANIFEST = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const at = '2026-11-24T10:15:00.000Z';

const address = { country: 'US', region: 'CA', city: 'Oakland', postalCode: '94607', line1: '1 Broadway', line2: null };
const buyer = { fullName: 'Ada Lovelace', phone: '+1 555 0100' };
const lines = [{ productId: PRODUCT, sku: 'MUG-01', quantity: 2, priceCents: 1299 }];
const inboundLine = { productId: PRODUCT, quantity: 120, barcode: '0614141000036', packageSize: null, weight: null, countryOfOrigin: 'PT' };
const delivery = { trackingNumber: '1Z999AA10123456784', courierService: 'UPS', deliveryType: 'CUSTOM' as const, comment: 'two boxes' };
const facts = {
  title: 'Mug',
  sku: 'MUG-01',
  barcode: null,
  brand: null,
  countryOfOrigin: 'PT',
  description: null,
  photoUrl: null,
  priceCents: 1299,
  unitOfMeasurement: null,
  status: 'ACTIVE' as const,
  dimensions: null,
  weight: null,
};

const order = (event: OrderEvent) => ({ streamId: `order-${ORDER}`, event });
const inventory = (event: InventoryEvent) => ({ streamId: `inventory-${PRODUCT}`, event });
const wallet = (event: WalletEvent) => ({ streamId: `wallet-${SELLER}`, event });
const inbound = (event: InboundEvent) => ({ streamId: `inbound-${SHIPMENT}`, event });
const product = (event: ProductEvent) => ({ streamId: `product-${PRODUCT}`, event });

/** Each mapped internal event (as its stream holds it) and the public type it makes. */
const CASES: [string, { streamId: string; event: { type: string; data: unknown } }][] = [
  [
    'order.placed.v1',
    order({
      type: 'OrderPlaced',
      data: {
        orderId: ORDER,
        sellerId: SELLER,
        placedAt: at,
        number: '100001',
        orderDate: '2026-11-24T13:00:00+03:00',
        source: { channel: 'SHOPIFY', channelAccountId: 'acc-1', channelOrderId: '5551234' },
        buyer,
        address,
        note: 'leave at the door',
        lines,
      },
    }),
  ],
  ['order.edited.v1', order({ type: 'OrderEdited', data: { orderDate: at, buyer, address, note: null, lines, at } })],
  ['order.reserved.v1', order({ type: 'OrderReserved', data: { at } })],
  [
    'order.reservation_short.v1',
    order({ type: 'OrderReservationShort', data: { missing: [{ productId: PRODUCT, sku: 'MUG-01', requested: 2, available: 1 }], at } }),
  ],
  ['order.canceled.v1', order({ type: 'OrderCanceled', data: { at } })],
  [
    'order.fulfillment_started.v1',
    order({
      type: 'FulfillmentStarted',
      data: {
        options: {
          label: { kind: 'OWN', trackingNumber: '1Z999AA10123456784', courier: 'UPS', labelFileId: 'file-1' },
          commercialInvoiceFileId: null,
          insurance: false,
          noteOnLabel: 'fragile',
          taxpayer: { type: 'COMPANY', number: 'DE123456789' },
          comment: null,
        },
        automatic: true,
        at,
      },
    }),
  ],
  [
    'order.label_attached.v1',
    order({
      type: 'LabelAttached',
      data: {
        label: {
          carrier: 'USPS',
          service: 'Priority',
          trackingNumber: '9400111899223197428490',
          fileId: 'file-2',
          costCents: 850,
          carrierLabelId: 'lbl_123',
          estimatedDays: null,
        },
        at,
      },
    }),
  ],
  ['order.paid.v1', order({ type: 'FulfillmentPaid', data: { amountCents: 1050, at } })],
  ['order.payment_failed.v1', order({ type: 'FulfillmentPaymentFailed', data: { reason: 'INSUFFICIENT_FUNDS', at } })],
  ['order.packed.v1', order({ type: 'OrderPacked', data: { at } })],
  ['order.shipped.v1', order({ type: 'OrderHandedOver', data: { manifestId: MANIFEST, at } })],
  ['order.shipment_canceled.v1', order({ type: 'ShipmentCanceled', data: { at } })],
  [
    'inventory.stock_changed.v1',
    inventory({
      type: 'StockChanged',
      data: { reason: 'STOCK_TAKING', documentId: 'take-1', delta: -3, totalAfter: 12, comment: 'shelf recount', at },
    }),
  ],
  ['inventory.reserved.v1', inventory({ type: 'StockReserved', data: { documentId: ORDER, quantity: 2, reservedAfter: 7, at } })],
  [
    'inventory.reservation_released.v1',
    inventory({ type: 'ReservationReleased', data: { documentId: ORDER, quantity: 2, reservedAfter: 5, reason: 'FULFILLED', at } }),
  ],
  [
    'wallet.topped_up.v1',
    wallet({
      type: 'WalletToppedUp',
      data: {
        entryId: 'e-1',
        source: 'MANUAL_FUND',
        amountCents: 5000,
        balanceAfterCents: 12550,
        cardId: 'card-1',
        paymentId: 'pi_3N123',
        comment: null,
        at,
      },
    }),
  ],
  [
    'wallet.refunded.v1',
    wallet({
      type: 'WalletToppedUp',
      data: {
        entryId: 'e-2',
        source: 'REFUND',
        amountCents: 1050,
        balanceAfterCents: 11500,
        cardId: null,
        paymentId: null,
        comment: null,
        at,
      },
    }),
  ],
  [
    'wallet.top_up_failed.v1',
    wallet({
      type: 'TopUpFailed',
      data: {
        entryId: 'e-3',
        source: 'AUTO_FUND',
        amountCents: 10000,
        cardId: 'card-1',
        paymentId: 'pi_3N124',
        failure: 'CARD_DECLINED',
        at,
      },
    }),
  ],
  [
    'wallet.spent.v1',
    wallet({
      type: 'WalletSpent',
      data: {
        entryId: 'e-4',
        purpose: 'SUBSCRIPTION',
        amountCents: 4900,
        balanceAfterCents: 100,
        documentId: `subscription-${SELLER}-basic-2026-11-01T00:00:00.000Z`,
        notes: 'Subscription renewal',
        at,
      },
    }),
  ],
  [
    'wallet.spending_refused.v1',
    wallet({
      type: 'SpendingRefused',
      data: {
        entryId: 'e-5',
        purpose: 'OTHER',
        amountCents: 2250,
        balanceCents: 1200,
        documentId: 'manual-7',
        notes: 'pallet rework',
        at,
      },
    }),
  ],
  [
    'inbound.created.v1',
    inbound({
      type: 'InboundDraftCreated',
      data: {
        shipmentId: SHIPMENT,
        sellerId: SELLER,
        number: 'IN-000042',
        shipmentType: 'STANDARD',
        lines: [inboundLine],
        delivery: null,
        at,
      },
    }),
  ],
  ['inbound.sent.v1', inbound({ type: 'InboundSubmitted', data: { lines: [inboundLine], delivery, at } })],
  ['inbound.canceled.v1', inbound({ type: 'InboundCanceled', data: { at } })],
  ['inbound.delivered.v1', inbound({ type: 'InboundDelivered', data: { at } })],
  [
    'inbound.received.v1',
    inbound({
      type: 'InboundAccepted',
      data: { received: [{ productId: PRODUCT, received: 118, damaged: 2, declared: 120 }], billableSeconds: 900, at },
    }),
  ],
  ['inbound.completed.v1', inbound({ type: 'InboundLocated', data: { at } })],
  ['inbound.lost.v1', inbound({ type: 'InboundMarkedLost', data: { note: 'not found after a search', at } })],
  ['product.created.v1', product({ type: 'ProductCreated', data: { ...facts, productId: PRODUCT, sellerId: SELLER, createdAt: at } })],
  ['product.updated.v1', product({ type: 'ProductUpdated', data: { changes: { priceCents: 1499, title: 'Mug, blue' }, at } })],
  ['product.deleted.v1', product({ type: 'ProductDeleted', data: { at } })],
];

const sourceOf = ({ streamId, event }: (typeof CASES)[number][1], position = '12.345'): IntegrationSource => ({
  type: event.type,
  data: event.data,
  streamId,
  position,
  recordedAt: '2026-11-24T10:15:00.123Z',
  correlationId: 'corr-1',
});

describe('translating internal events to public ones', () => {
  it.each(CASES)('makes %s, which passes its schema', (type, sample) => {
    const events = integrationEventsOf(sourceOf(sample), SELLER);
    expect(events.map((e) => e.type)).toEqual([type]);
    const definition = integrationEventDefinition(type)!;
    const parsed = definition.schema.safeParse(events[0].data);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(events[0].topic).toBe(definition.topic);
  });

  it('reaches every public type from some internal event', () => {
    expect(new Set(CASES.map(([type]) => type))).toEqual(new Set(INTEGRATION_EVENTS.map((d) => d.type)));
  });

  it('maps every published internal type in the table', () => {
    expect(new Set(PUBLISHED_INTERNAL_EVENT_TYPES)).toEqual(new Set(CASES.map(([, sample]) => sample.event.type)));
  });

  it('wraps each in its envelope: id from the position, key of the entity, seller, time, correlation', () => {
    const [placed] = integrationEventsOf(sourceOf(CASES[0][1], '7.42'), SELLER);
    expect(placed).toMatchObject({
      id: '7.42',
      key: ORDER,
      sellerId: SELLER,
      time: '2026-11-24T10:15:00.123Z',
      correlationId: 'corr-1',
    });
    const keys = CASES.map(([type, sample]) => [type, integrationEventsOf(sourceOf(sample), SELLER)[0].key]);
    for (const [type, key] of keys) {
      const entity = type.split('.')[0];
      const expected = { order: ORDER, inventory: PRODUCT, wallet: SELLER, inbound: SHIPMENT, product: PRODUCT }[entity];
      expect([type, key]).toEqual([type, expected]);
    }
  });

  it('is deterministic: the same stored event makes identical public events', () => {
    for (const [, sample] of CASES)
      expect(JSON.stringify(integrationEventsOf(sourceOf(sample), SELLER))).toBe(
        JSON.stringify(integrationEventsOf(sourceOf(sample), SELLER)),
      );
  });

  it('carries the public fields only: no buyer, street, card, payment id, file or note', () => {
    const all = JSON.stringify(CASES.flatMap(([, sample]) => integrationEventsOf(sourceOf(sample), SELLER).map((e) => e.data)));
    for (const secret of [
      'Ada Lovelace',
      '+1 555 0100',
      '1 Broadway',
      'card-1',
      'pi_3N12',
      'file-1',
      'lbl_123',
      'shelf recount',
      'two boxes',
      'pallet rework',
      'DE123456789',
      'acc-1',
      'leave at the door',
    ])
      expect(all).not.toContain(secret);
  });

  it('writes an order date typed with an offset in UTC', () => {
    const [placed] = integrationEventsOf(sourceOf(CASES[0][1]), SELLER);
    expect(placed.data).toMatchObject({ orderDate: '2026-11-24T10:00:00.000Z', channel: 'SHOPIFY', channelOrderId: '5551234' });
  });

  it('reads a spending reference back from an older spending’s document id', () => {
    const spent = CASES.find(([type]) => type === 'wallet.spent.v1')![1];
    expect(integrationEventsOf(sourceOf(spent), SELLER)[0].data).toMatchObject({
      reference: { kind: 'SUBSCRIPTION', plan: 'basic', periodStart: '2026-11-01T00:00:00.000Z', renewal: true },
    });
  });

  it('makes nothing without an owner, from an unmapped type, or from a stream of another category', () => {
    expect(integrationEventsOf(sourceOf(CASES[0][1]), null)).toEqual([]);
    expect(integrationEventsOf(sourceOf(order({ type: 'OrderCommentAdded', data: { author: 'SELLER', text: 'hi', at } })), SELLER)).toEqual(
      [],
    );
    expect(integrationEventsOf({ ...sourceOf(CASES[2][1]), streamId: `forwarding-${ORDER}` }, SELLER)).toEqual([]);
    expect(makesIntegrationEvents('OrderCommentAdded')).toBe(false);
    expect(makesIntegrationEvents('OrderPlaced')).toBe(true);
  });

  it('tolerates an OrderPlaced written before orders had numbers, sources, addresses and lines', () => {
    const old = order({ type: 'OrderPlaced', data: { orderId: ORDER, sellerId: SELLER, placedAt: at } });
    const [placed] = integrationEventsOf(sourceOf(old), SELLER);
    expect(placed.data).toEqual({
      orderId: ORDER,
      sellerId: SELLER,
      number: null,
      orderDate: null,
      placedAt: at,
      channel: 'MANUAL',
      channelOrderId: null,
      shipTo: null,
      lines: [],
    });
  });
});

describe('the seller of a stream', () => {
  const first = (streamId: string) => CASES.find(([, sample]) => sample.streamId === streamId)![1].event;

  it.each([
    ['an order', `order-${ORDER}`, first(`order-${ORDER}`)],
    ['an inbound shipment', `inbound-${SHIPMENT}`, first(`inbound-${SHIPMENT}`)],
    ['a product', `product-${PRODUCT}`, CASES.find(([type]) => type === 'product.created.v1')![1].event],
    ['a wallet', `wallet-${SELLER}`, null],
  ])('is named by the first event of %s', (_, streamId, firstEvent) => {
    expect(ownerStreamOf(streamId)).toBe(streamId);
    expect(streamOwner(streamId, firstEvent)).toBe(SELLER);
  });

  it("of a product's inventory is the product's creator, read from the product stream", () => {
    expect(ownerStreamOf(`inventory-${PRODUCT}`)).toBe(`product-${PRODUCT}`);
    const created = CASES.find(([type]) => type === 'product.created.v1')![1].event;
    expect(streamOwner(`inventory-${PRODUCT}`, created)).toBe(SELLER);
  });

  it('is unknown for a stream whose first event names none', () => {
    expect(streamOwner(`inventory-${PRODUCT}`, null)).toBeNull();
    expect(streamOwner(`order-${ORDER}`, { type: 'OrderReserved', data: { at } })).toBeNull();
  });
});
