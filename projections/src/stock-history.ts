// The two history tabs of a product: every quantity change and every reservation change, with who and why.
import type { InventoryEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const stockHistoryProjector: Projector = {
  name: 'stock_history',
  tables: ['inventory_history', 'reserved_history'],
  handles: ['StockChanged', 'StockReserved', 'ReservationReleased'],
  async apply(trx, stored) {
    const productId = stored.streamId.slice('inventory-'.length);
    const event = { type: stored.type, data: stored.data } as InventoryEvent;
    const common = { position: stored.position, product_id: productId, actor_id: stored.metadata.userId, at: event.data.at };
    switch (event.type) {
      case 'StockChanged':
        await trx
          .insertInto('inventory_history')
          .values({
            ...common,
            reason: event.data.reason,
            document_id: event.data.documentId,
            delta: event.data.delta,
            total_after: event.data.totalAfter,
            comment: event.data.comment,
          })
          .onConflict((oc) => oc.column('position').doNothing())
          .execute();
        return;
      case 'StockReserved':
      case 'ReservationReleased':
        await trx
          .insertInto('reserved_history')
          .values({
            ...common,
            document_id: event.data.documentId,
            change: event.type === 'StockReserved' ? event.data.quantity : -event.data.quantity,
            reserved_after: event.data.reservedAfter,
            kind: event.type === 'StockReserved' ? 'RESERVED' : event.data.reason,
          })
          .onConflict((oc) => oc.column('position').doNothing())
          .execute();
        return;
      case 'DeliveryExpected':
      case 'ExpectedDeliveryCleared':
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
