// Public events of an order's life before fulfillment: placed, edited, reserved or short of goods, canceled. Key: the
// order id. The buyer's name, phone and street address stay out (personal data); the API has them for the seller.
import { z } from 'zod';
import { ORDER_CHANNELS, type OrderAddress, type OrderEvent, type OrderLine, type OrderSource } from '../events/orders';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { entityId, instantUtc, orderLine, units, utcInstant } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const ORDER_ID = '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e';
const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const PRODUCT_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';

const shipTo = z
  .strictObject({ country: z.string().describe('ISO 3166-1 alpha-2'), region: z.string(), city: z.string(), postalCode: z.string() })
  .describe('Where the parcel goes, without the street or the buyer');

export const orderPlacedV1 = defineIntegrationEvent({
  type: 'order.placed.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'A seller placed an order (in the product, through the API, the command topic or a sales channel).',
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    number: z.string().nullable().describe("The seller's order number"),
    orderDate: instantUtc.nullable(),
    placedAt: instantUtc,
    channel: z.enum(ORDER_CHANNELS).describe('MANUAL: made in the product; otherwise the sales channel it came from'),
    channelOrderId: z.string().nullable().describe("The order's id on its sales channel"),
    shipTo: shipTo.nullable(),
    lines: z.array(orderLine),
  }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    number: '100001',
    orderDate: '2026-11-24T10:00:00.000Z',
    placedAt: '2026-11-24T10:15:00.000Z',
    channel: 'MANUAL',
    channelOrderId: null,
    shipTo: { country: 'US', region: 'CA', city: 'Oakland', postalCode: '94607' },
    lines: [{ productId: PRODUCT_ID, sku: 'MUG-01', quantity: 2, priceCents: 1299 }],
  },
});

export const orderEditedV1 = defineIntegrationEvent({
  type: 'order.edited.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'The seller changed the order before the warehouse had it; its stock is reserved again.',
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    orderDate: instantUtc,
    shipTo,
    lines: z.array(orderLine),
    editedAt: instantUtc,
  }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    orderDate: '2026-11-24T10:00:00.000Z',
    shipTo: { country: 'US', region: 'CA', city: 'Oakland', postalCode: '94607' },
    lines: [{ productId: PRODUCT_ID, sku: 'MUG-01', quantity: 3, priceCents: 1299 }],
    editedAt: '2026-11-24T10:20:00.000Z',
  },
});

export const orderReservedV1 = defineIntegrationEvent({
  type: 'order.reserved.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'Every unit of the order is reserved: it is ready for fulfillment.',
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, reservedAt: instantUtc }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, reservedAt: '2026-11-24T10:15:01.000Z' },
});

export const orderReservationShortV1 = defineIntegrationEvent({
  type: 'order.reservation_short.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'Not enough goods to reserve the order (status INSUFFICIENT_GOODS); it is reserved again when stock arrives.',
  schema: z.strictObject({
    orderId: entityId,
    sellerId: entityId,
    missing: z.array(
      z.strictObject({
        productId: entityId,
        sku: z.string(),
        requested: units.describe('Units the order asks for'),
        available: units.describe('Units available when it was checked'),
      }),
    ),
    checkedAt: instantUtc,
  }),
  example: {
    orderId: ORDER_ID,
    sellerId: SELLER_ID,
    missing: [{ productId: PRODUCT_ID, sku: 'MUG-01', requested: 2, available: 1 }],
    checkedAt: '2026-11-24T10:15:01.000Z',
  },
});

export const orderCanceledV1 = defineIntegrationEvent({
  type: 'order.canceled.v1',
  topic: INTEGRATION_TOPICS.orders,
  description: 'The order was canceled; its reservations are released. Final.',
  schema: z.strictObject({ orderId: entityId, sellerId: entityId, canceledAt: instantUtc }),
  example: { orderId: ORDER_ID, sellerId: SELLER_ID, canceledAt: '2026-11-24T11:00:00.000Z' },
});

export const ORDER_EVENTS = [orderPlacedV1, orderEditedV1, orderReservedV1, orderReservationShortV1, orderCanceledV1];

const shipToOf = (address: OrderAddress) => ({
  country: address.country,
  region: address.region,
  city: address.city,
  postalCode: address.postalCode,
});
const linesOf = (lines: OrderLine[]) => lines.map(({ productId, sku, quantity, priceCents }) => ({ productId, sku, quantity, priceCents }));
const MANUAL: OrderSource = { channel: 'MANUAL', channelAccountId: null, channelOrderId: null };

export const orderTranslators: PublicTranslators<OrderEvent> = {
  streamPrefix: 'order-',
  translate: {
    OrderPlaced: (d, { entityId: orderId, sellerId }) => {
      const source = d.source ?? MANUAL;
      return [
        draft(orderPlacedV1, orderId, {
          orderId,
          sellerId,
          number: d.number ?? null,
          orderDate: d.orderDate ? utcInstant(d.orderDate) : null,
          placedAt: d.placedAt,
          channel: source.channel,
          channelOrderId: source.channelOrderId,
          shipTo: d.address ? shipToOf(d.address) : null,
          lines: linesOf(d.lines ?? []),
        }),
      ];
    },
    OrderEdited: (d, { entityId: orderId, sellerId }) => [
      draft(orderEditedV1, orderId, {
        orderId,
        sellerId,
        orderDate: utcInstant(d.orderDate),
        shipTo: shipToOf(d.address),
        lines: linesOf(d.lines),
        editedAt: d.at,
      }),
    ],
    OrderReserved: (d, { entityId: orderId, sellerId }) => [draft(orderReservedV1, orderId, { orderId, sellerId, reservedAt: d.at })],
    OrderReservationShort: (d, { entityId: orderId, sellerId }) => [
      draft(orderReservationShortV1, orderId, {
        orderId,
        sellerId,
        missing: d.missing.map(({ productId, sku, requested, available }) => ({ productId, sku, requested, available })),
        checkedAt: d.at,
      }),
    ],
    OrderCanceled: (d, { entityId: orderId, sellerId }) => [draft(orderCanceledV1, orderId, { orderId, sellerId, canceledAt: d.at })],
  },
};
