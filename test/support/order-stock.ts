// Orders and stock for the reservation saga's tests: order events appended straight to `order-<id>` streams (as the
// order commands would write them; builders from order-events.ts), stock changed on inventory streams, and both read
// back from the store.
import { randomUUID } from 'node:crypto';
import type { OrderLine } from '@ledgerhouse/contracts';
import type { GlobalPosition } from '../../infra/src';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { foldEvents } from '../../services/src/event-sourcing/load-state';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { orderDecider, orderStream } from '../../services/src/orders/domain/order';
import type { CommandDeps } from '../../services/src/persistence/tokens';
import { address, buyer, orderDriver, orderEvent, placed, toStatus } from './order-events';

export type Want = { productId: string; quantity: number };
export const toLines = (wants: Want[]): OrderLine[] =>
  wants.map((w) => ({ productId: w.productId, sku: `SKU-${w.productId.slice(0, 8)}`, quantity: w.quantity, priceCents: 1000 }));

export function orderStockDriver(deps: CommandDeps, sellerId: string) {
  const driver = orderDriver(deps.store);
  const actor = { userId: sellerId };
  return {
    /** A placed order (RESERVING); its id. */
    async placed(wants: Want[]): Promise<string> {
      const orderId = randomUUID();
      await driver.append(orderId, [placed(orderId, sellerId, { lines: toLines(wants) })], actor);
      return orderId;
    },
    /** A placement as billing's tests write it: no lines. */
    async placedWithoutLines(): Promise<string> {
      const orderId = randomUUID();
      await driver.append(orderId, [{ type: 'OrderPlaced', data: { orderId, sellerId, placedAt: new Date().toISOString() } }], actor);
      return orderId;
    },
    edited: (orderId: string, wants: Want[]): Promise<GlobalPosition> =>
      driver.append(
        orderId,
        [orderEvent('OrderEdited', { orderDate: new Date().toISOString(), buyer, address, note: null, lines: toLines(wants) })],
        actor,
      ),
    canceled: (orderId: string) => driver.append(orderId, [orderEvent('OrderCanceled', {})], actor),
    /** From READY_FOR_FULFILLMENT: started, paid, picked, packed, on a manifest and handed to the carrier (PROCESSED). */
    handedOver: (orderId: string) => driver.append(orderId, toStatus.processed().slice(1), actor),
    async order(orderId: string) {
      return foldEvents(orderDecider, await deps.store.readStream(orderStream(orderId)));
    },
  };
}

/** Units arrive (INBOUND_SHIPMENT, a fresh document) on the product's inventory stream. */
export async function stockArrives(deps: CommandDeps, productId: string, delta: number): Promise<void> {
  const command = { type: 'ChangeStock' as const, reason: 'INBOUND_SHIPMENT' as const, documentId: randomUUID(), delta, at: new Date() };
  await executeCommand(deps, inventoryStream(productId), inventoryDecider, command);
}

/** The product's inventory as its stream stands, with its history. */
export async function inventoryOf(deps: CommandDeps, productId: string) {
  const history = await deps.store.readStream(inventoryStream(productId));
  return { state: foldEvents(inventoryDecider, history), history };
}
