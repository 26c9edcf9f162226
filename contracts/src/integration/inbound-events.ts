// Public events of an inbound shipment (the inbound-<shipmentId> stream): created, sent to the warehouse, canceled,
// delivered to its door, counted (received), every unit on a shelf (completed), or lost. Key: the shipment id.
// Comments and managers' notes stay out.
import { z } from 'zod';
import { DELIVERY_TYPES, INBOUND_TYPES, type InboundEvent, type InboundLine } from '../events/inbound';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { entityId, instantUtc, units } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const SHIPMENT_ID = '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b';
const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const PRODUCT_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

const declaredLine = z.strictObject({ productId: entityId, quantity: units.describe('Units declared by the seller') });
const linesOf = (lines: InboundLine[]) => lines.map(({ productId, quantity }) => ({ productId, quantity }));

export const inboundCreatedV1 = defineIntegrationEvent({
  type: 'inbound.created.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: 'The seller started an inbound shipment (a draft): goods to send to the warehouse, or a return.',
  schema: z.strictObject({
    shipmentId: entityId,
    sellerId: entityId,
    number: z.string(),
    shipmentType: z.enum(INBOUND_TYPES),
    lines: z.array(declaredLine),
    createdAt: instantUtc,
  }),
  example: {
    shipmentId: SHIPMENT_ID,
    sellerId: SELLER_ID,
    number: 'IN-000042',
    shipmentType: 'STANDARD',
    lines: [{ productId: PRODUCT_ID, quantity: 120 }],
    createdAt: '2026-11-20T08:00:00.000Z',
  },
});

export const inboundSentV1 = defineIntegrationEvent({
  type: 'inbound.sent.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: "The seller sent the shipment: the warehouse expects its units (they count as incoming on each product's stock).",
  schema: z.strictObject({
    shipmentId: entityId,
    sellerId: entityId,
    lines: z.array(declaredLine),
    trackingNumber: z.string(),
    courierService: z.string(),
    deliveryType: z.enum(DELIVERY_TYPES),
    sentAt: instantUtc,
  }),
  example: {
    shipmentId: SHIPMENT_ID,
    sellerId: SELLER_ID,
    lines: [{ productId: PRODUCT_ID, quantity: 120 }],
    trackingNumber: '1Z999AA10123456784',
    courierService: 'UPS',
    deliveryType: 'CUSTOM',
    sentAt: '2026-11-20T09:00:00.000Z',
  },
});

export const inboundCanceledV1 = defineIntegrationEvent({
  type: 'inbound.canceled.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: 'The seller canceled the shipment before it reached the warehouse. Final.',
  schema: z.strictObject({ shipmentId: entityId, sellerId: entityId, canceledAt: instantUtc }),
  example: { shipmentId: SHIPMENT_ID, sellerId: SELLER_ID, canceledAt: '2026-11-21T10:00:00.000Z' },
});

export const inboundDeliveredV1 = defineIntegrationEvent({
  type: 'inbound.delivered.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: "The parcel is at the warehouse's door; the seller can no longer change or cancel it.",
  schema: z.strictObject({ shipmentId: entityId, sellerId: entityId, deliveredAt: instantUtc }),
  example: { shipmentId: SHIPMENT_ID, sellerId: SELLER_ID, deliveredAt: '2026-11-23T14:00:00.000Z' },
});

export const inboundReceivedV1 = defineIntegrationEvent({
  type: 'inbound.received.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: 'Counting ended: the good units of each product go into stock (see inventory.stock_changed.v1).',
  schema: z.strictObject({
    shipmentId: entityId,
    sellerId: entityId,
    products: z.array(
      z.strictObject({
        productId: entityId,
        declared: units,
        received: units.describe('Good units, now in stock'),
        damaged: units,
      }),
    ),
    receivedAt: instantUtc,
  }),
  example: {
    shipmentId: SHIPMENT_ID,
    sellerId: SELLER_ID,
    products: [{ productId: PRODUCT_ID, declared: 120, received: 118, damaged: 2 }],
    receivedAt: '2026-11-23T16:40:00.000Z',
  },
});

export const inboundCompletedV1 = defineIntegrationEvent({
  type: 'inbound.completed.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: 'Every received unit is on a shelf; the receiving costs are charged next (wallet.spent.v1, purpose INBOUND_SHIPMENT).',
  schema: z.strictObject({ shipmentId: entityId, sellerId: entityId, completedAt: instantUtc }),
  example: { shipmentId: SHIPMENT_ID, sellerId: SELLER_ID, completedAt: '2026-11-23T17:30:00.000Z' },
});

export const inboundLostV1 = defineIntegrationEvent({
  type: 'inbound.lost.v1',
  topic: INTEGRATION_TOPICS.inbound,
  description: 'The warehouse searched for missing units and marked the shipment lost.',
  schema: z.strictObject({ shipmentId: entityId, sellerId: entityId, lostAt: instantUtc }),
  example: { shipmentId: SHIPMENT_ID, sellerId: SELLER_ID, lostAt: '2026-11-25T12:00:00.000Z' },
});

export const INBOUND_EVENTS = [
  inboundCreatedV1,
  inboundSentV1,
  inboundCanceledV1,
  inboundDeliveredV1,
  inboundReceivedV1,
  inboundCompletedV1,
  inboundLostV1,
];

export const inboundTranslators: PublicTranslators<InboundEvent> = {
  streamPrefix: 'inbound-',
  translate: {
    InboundDraftCreated: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundCreatedV1, shipmentId, {
        shipmentId,
        sellerId,
        number: d.number,
        shipmentType: d.shipmentType,
        lines: linesOf(d.lines),
        createdAt: d.at,
      }),
    ],
    InboundSubmitted: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundSentV1, shipmentId, {
        shipmentId,
        sellerId,
        lines: linesOf(d.lines),
        trackingNumber: d.delivery.trackingNumber,
        courierService: d.delivery.courierService,
        deliveryType: d.delivery.deliveryType,
        sentAt: d.at,
      }),
    ],
    InboundCanceled: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundCanceledV1, shipmentId, { shipmentId, sellerId, canceledAt: d.at }),
    ],
    InboundDelivered: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundDeliveredV1, shipmentId, { shipmentId, sellerId, deliveredAt: d.at }),
    ],
    InboundAccepted: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundReceivedV1, shipmentId, {
        shipmentId,
        sellerId,
        products: d.received.map(({ productId, declared, received, damaged }) => ({ productId, declared, received, damaged })),
        receivedAt: d.at,
      }),
    ],
    InboundLocated: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundCompletedV1, shipmentId, { shipmentId, sellerId, completedAt: d.at }),
    ],
    InboundMarkedLost: (d, { entityId: shipmentId, sellerId }) => [
      draft(inboundLostV1, shipmentId, { shipmentId, sellerId, lostAt: d.at }),
    ],
  },
};
