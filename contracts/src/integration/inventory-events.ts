// Public events of a product's stock (the inventory-<productId> stream): units in or out with the reason and the
// on-hand count after, and units reserved for or released by an order with the reserved count after. Key: the product
// id. Stock-taking comments stay out (staff notes).
import { z } from 'zod';
import { STOCK_REASONS, type InventoryEvent } from '../events/catalog';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { entityId, instantUtc, units } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const PRODUCT_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const ORDER_ID = '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e';

const documentId = z.string().describe('The document that moved the units: an order, inbound shipment or stock-taking id');

export const inventoryStockChangedV1 = defineIntegrationEvent({
  type: 'inventory.stock_changed.v1',
  topic: INTEGRATION_TOPICS.inventory,
  description:
    'Units went into or out of stock: received from an inbound shipment or a return, shipped with an order, or corrected by a stock-taking.',
  schema: z.strictObject({
    productId: entityId,
    sellerId: entityId,
    reason: z.enum(STOCK_REASONS),
    documentId,
    delta: units.describe('Units in (positive) or out (negative)'),
    onHandAfter: units.describe('Units in the warehouse after the change, reserved ones included'),
    changedAt: instantUtc,
  }),
  example: {
    productId: PRODUCT_ID,
    sellerId: SELLER_ID,
    reason: 'INBOUND_SHIPMENT',
    documentId: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
    delta: 120,
    onHandAfter: 135,
    changedAt: '2026-11-23T16:40:00.000Z',
  },
});

export const inventoryReservedV1 = defineIntegrationEvent({
  type: 'inventory.reserved.v1',
  topic: INTEGRATION_TOPICS.inventory,
  description: 'Units were reserved for an order; available stock is on hand minus reserved.',
  schema: z.strictObject({
    productId: entityId,
    sellerId: entityId,
    documentId: z.string().describe('The order that holds the reservation'),
    quantity: units.describe("The order's reservation of this product"),
    reservedAfter: units.describe("The product's reserved units after it"),
    reservedAt: instantUtc,
  }),
  example: {
    productId: PRODUCT_ID,
    sellerId: SELLER_ID,
    documentId: ORDER_ID,
    quantity: 2,
    reservedAfter: 7,
    reservedAt: '2026-11-24T10:15:01.000Z',
  },
});

export const inventoryReservationReleasedV1 = defineIntegrationEvent({
  type: 'inventory.reservation_released.v1',
  topic: INTEGRATION_TOPICS.inventory,
  description:
    "An order's reservation ended: CANCELED (the units are available again) or FULFILLED (they left with the order, see inventory.stock_changed.v1).",
  schema: z.strictObject({
    productId: entityId,
    sellerId: entityId,
    documentId: z.string().describe('The order that held the reservation'),
    quantity: units,
    reservedAfter: units,
    reason: z.enum(['CANCELED', 'FULFILLED']),
    releasedAt: instantUtc,
  }),
  example: {
    productId: PRODUCT_ID,
    sellerId: SELLER_ID,
    documentId: ORDER_ID,
    quantity: 2,
    reservedAfter: 5,
    reason: 'CANCELED',
    releasedAt: '2026-11-24T11:00:00.000Z',
  },
});

export const INVENTORY_EVENTS = [inventoryStockChangedV1, inventoryReservedV1, inventoryReservationReleasedV1];

export const inventoryTranslators: PublicTranslators<InventoryEvent> = {
  streamPrefix: 'inventory-',
  translate: {
    StockChanged: (d, { entityId: productId, sellerId }) => [
      draft(inventoryStockChangedV1, productId, {
        productId,
        sellerId,
        reason: d.reason,
        documentId: d.documentId,
        delta: d.delta,
        onHandAfter: d.totalAfter,
        changedAt: d.at,
      }),
    ],
    StockReserved: (d, { entityId: productId, sellerId }) => [
      draft(inventoryReservedV1, productId, {
        productId,
        sellerId,
        documentId: d.documentId,
        quantity: d.quantity,
        reservedAfter: d.reservedAfter,
        reservedAt: d.at,
      }),
    ],
    ReservationReleased: (d, { entityId: productId, sellerId }) => [
      draft(inventoryReservationReleasedV1, productId, {
        productId,
        sellerId,
        documentId: d.documentId,
        quantity: d.quantity,
        reservedAfter: d.reservedAfter,
        reason: d.reason,
        releasedAt: d.at,
      }),
    ],
  },
};
