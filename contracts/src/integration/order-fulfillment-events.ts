// Public events of an order's fulfillment: started (with the seller's own tracking number, if any), label bought,
// paid or not, packed, handed to the carrier, or the shipment canceled back to READY_FOR_FULFILLMENT. Key: the order
// id. Label files, the carrier's label id and the fulfillment options' free text stay out.
import { z } from 'zod';
import { LABEL_PRIORITIES, type FulfillmentLabelOption, type OrderEvent } from '../events/orders';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { cents, entityId, instantUtc } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const ORDER_ID = '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e';
const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const label = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('OWN'), carrier: z.string(), trackingNumber: z.string() }).describe("The seller's own label"),
  z.strictObject({ kind: z.literal('BUY'), priority: z.enum(LABEL_PRIORITIES) }).describe('The warehouse buys the label by priority'),
]);

export const orderFulfillmentStartedV1 = defineIntegrationEvent({
  type: 'order.fulfillment_started.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'Fulfillment started (status PROCESSING): the warehouse will buy or use the label, charge, pick and pack.',
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    automatic: z.boolean().describe("Started by the seller's auto-fulfillment setting"),
    label,
    insurance: z.boolean(),
    startedAt: instantUtc,
  }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    automatic: false,
    label: { kind: 'OWN', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    insurance: true,
    startedAt: '2026-11-24T12:00:00.000Z',
  },
});

export const orderLabelAttachedV1 = defineIntegrationEvent({
  type: 'order.label_attached.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: "The order's shipping label is ready: its carrier, service and tracking number are known.",
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    carrier: z.string(),
    service: z.string(),
    trackingNumber: z.string(),
    estimatedDays: z.number().int().nullable(),
    attachedAt: instantUtc,
  }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    carrier: 'USPS',
    service: 'Priority Mail',
    trackingNumber: '9400111899223197428490',
    estimatedDays: 2,
    attachedAt: '2026-11-24T12:00:05.000Z',
  },
});

export const orderPaidV1 = defineIntegrationEvent({
  type: 'order.paid.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: "The order's fulfillment costs were charged to the seller's wallet.",
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, amountCents: cents, paidAt: instantUtc }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, amountCents: 1050, paidAt: '2026-11-24T12:00:06.000Z' },
});

export const orderPaymentFailedV1 = defineIntegrationEvent({
  type: 'order.payment_failed.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: "The fulfillment charge failed (e.g. INSUFFICIENT_FUNDS); it is tried again after the wallet's next top-up.",
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    reason: z.string().describe('INSUFFICIENT_FUNDS, ACCOUNT_BLOCKED or another reason code'),
    failedAt: instantUtc,
  }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, reason: 'INSUFFICIENT_FUNDS', failedAt: '2026-11-24T12:00:06.000Z' },
});

export const orderPackedV1 = defineIntegrationEvent({
  type: 'order.packed.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'Every unit was picked and verified at the packing table; the order can no longer be canceled.',
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, packedAt: instantUtc }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, packedAt: '2026-11-24T15:30:00.000Z' },
});

export const orderShippedV1 = defineIntegrationEvent({
  type: 'order.shipped.v1',
  topic: INTEGRATION_TOPICS.orders,
  description:
    "The carrier took the parcel with the day's manifest (status PROCESSED); its tracking number came with order.label_attached.v1 or order.fulfillment_started.v1.",
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, manifestId: entityId, shippedAt: instantUtc }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    manifestId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    shippedAt: '2026-11-24T18:00:00.000Z',
  },
});

export const orderShipmentCanceledV1 = defineIntegrationEvent({
  type: 'order.shipment_canceled.v1',
  topic: INTEGRATION_TOPICS.orders,
  description:
    'Fulfillment was canceled before packing: the label is voided, a paid charge refunded, the order READY_FOR_FULFILLMENT again.',
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, canceledAt: instantUtc }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, canceledAt: '2026-11-24T13:00:00.000Z' },
});

export const ORDER_FULFILLMENT_EVENTS = [
  orderFulfillmentStartedV1,
  orderLabelAttachedV1,
  orderPaidV1,
  orderPaymentFailedV1,
  orderPackedV1,
  orderShippedV1,
  orderShipmentCanceledV1,
];

const publicLabel = (option: FulfillmentLabelOption): z.output<typeof label> =>
  option.kind === 'OWN'
    ? { kind: 'OWN', carrier: option.courier, trackingNumber: option.trackingNumber }
    : { kind: 'BUY', priority: option.priority };

export const orderFulfillmentTranslators: PublicTranslators<OrderEvent> = {
  streamPrefix: 'order-',
  translate: {
    FulfillmentStarted: (d, { entityId: orderId, sellerId }) => [
      draft(orderFulfillmentStartedV1, orderId, {
        orderId,
        sellerId,
        automatic: d.automatic,
        label: publicLabel(d.options.label),
        insurance: d.options.insurance,
        startedAt: d.at,
      }),
    ],
    LabelAttached: (d, { entityId: orderId, sellerId }) => [
      draft(orderLabelAttachedV1, orderId, {
        orderId,
        sellerId,
        carrier: d.label.carrier,
        service: d.label.service,
        trackingNumber: d.label.trackingNumber,
        estimatedDays: d.label.estimatedDays,
        attachedAt: d.at,
      }),
    ],
    FulfillmentPaid: (d, { entityId: orderId, sellerId }) => [
      draft(orderPaidV1, orderId, { orderId, sellerId, amountCents: d.amountCents, paidAt: d.at }),
    ],
    FulfillmentPaymentFailed: (d, { entityId: orderId, sellerId }) => [
      draft(orderPaymentFailedV1, orderId, { orderId, sellerId, reason: d.reason, failedAt: d.at }),
    ],
    OrderPacked: (d, { entityId: orderId, sellerId }) => [draft(orderPackedV1, orderId, { orderId, sellerId, packedAt: d.at })],
    OrderHandedOver: (d, { entityId: orderId, sellerId }) => [
      draft(orderShippedV1, orderId, { orderId, sellerId, manifestId: d.manifestId, shippedAt: d.at }),
    ],
    ShipmentCanceled: (d, { entityId: orderId, sellerId }) => [
      draft(orderShipmentCanceledV1, orderId, { orderId, sellerId, canceledAt: d.at }),
    ],
  },
};
