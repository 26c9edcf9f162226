// The two history tabs of a product: every quantity change and every reservation change, with who and why.
import type { Insertable } from 'kysely';
import type { InventoryEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from './database';
import { insertOnce } from './insert-once';
import type { Projector } from './projector';

interface HistoryRows {
  inventory: Insertable<ReadModelDatabase['inventory_history']>[];
  reserved: Insertable<ReadModelDatabase['reserved_history']>[];
}

/** The history row an event gives (none for the events that change neither tab). */
function addRow(rows: HistoryRows, stored: StoredEvent): HistoryRows {
  const productId = stored.streamId.slice('inventory-'.length);
  const event = { type: stored.type, data: stored.data } as InventoryEvent;
  const common = { position: stored.position, product_id: productId, actor_id: stored.metadata.userId, at: event.data.at };
  switch (event.type) {
    case 'StockChanged':
      rows.inventory.push({
        ...common,
        reason: event.data.reason,
        document_id: event.data.documentId,
        delta: event.data.delta,
        total_after: event.data.totalAfter,
        comment: event.data.comment,
      });
      return rows;
    case 'StockReserved':
    case 'ReservationReleased':
      rows.reserved.push({
        ...common,
        document_id: event.data.documentId,
        change: event.type === 'StockReserved' ? event.data.quantity : -event.data.quantity,
        reserved_after: event.data.reservedAfter,
        kind: event.type === 'StockReserved' ? 'RESERVED' : event.data.reason,
      });
      return rows;
    case 'DeliveryExpected':
    case 'ExpectedDeliveryCleared':
      return rows;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const stockHistoryProjector: Projector = {
  name: 'stock_history',
  tables: ['inventory_history', 'reserved_history'],
  handles: ['StockChanged', 'StockReserved', 'ReservationReleased'],
  apply: (trx, stored) => stockHistoryProjector.applyAll!(trx, [stored]),
  async applyAll(trx, events) {
    const rows = events.reduce(addRow, { inventory: [], reserved: [] });
    await insertOnce(trx, 'inventory_history', ['position'], rows.inventory);
    await insertOnce(trx, 'reserved_history', ['position'], rows.reserved);
  },
};
