// Snapshots of each inventory stream's figures, so stock as of an instant replays at most SNAPSHOT_EVERY events:
// a frozen row every SNAPSHOT_EVERY versions and one row at the tip that moves with each new event.
import type { InventoryEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const SNAPSHOT_EVERY = 100;

type Figures = { total: number; reserved: number; incoming: number };

/** Every inventory event carries the figure it changes as an "after" value, so the fold needs no other state. */
export function figuresAfter(before: Figures, event: InventoryEvent): Figures {
  switch (event.type) {
    case 'StockChanged':
      return { ...before, total: event.data.totalAfter };
    case 'StockReserved':
    case 'ReservationReleased':
      return { ...before, reserved: event.data.reservedAfter };
    case 'DeliveryExpected':
    case 'ExpectedDeliveryCleared':
      return { ...before, incoming: event.data.incomingAfter };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const inventorySnapshotsProjector: Projector = {
  name: 'inventory_snapshots',
  tables: ['inventory_snapshots'],
  handles: ['StockChanged', 'StockReserved', 'ReservationReleased', 'DeliveryExpected', 'ExpectedDeliveryCleared'],
  async apply(trx, stored) {
    if (!stored.streamId.startsWith('inventory-')) return;
    const productId = stored.streamId.slice('inventory-'.length);
    const tip = await trx
      .selectFrom('inventory_snapshots')
      .selectAll()
      .where('product_id', '=', productId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (tip && tip.version >= stored.version) return;
    const before = tip ?? { total: 0, reserved: 0, incoming: 0 };
    const figures = figuresAfter({ total: before.total, reserved: before.reserved, incoming: before.incoming }, {
      type: stored.type,
      data: stored.data,
    } as InventoryEvent);
    const until = tip && new Date(tip.recorded_until) > stored.recordedAt ? new Date(tip.recorded_until) : stored.recordedAt;
    const row = { version: stored.version, recorded_until: until, ...figures };
    if (tip && tip.version % SNAPSHOT_EVERY !== 0) {
      await trx
        .updateTable('inventory_snapshots')
        .set(row)
        .where('product_id', '=', productId)
        .where('version', '=', tip.version)
        .execute();
    } else {
      await trx
        .insertInto('inventory_snapshots')
        .values({ product_id: productId, ...row })
        .execute();
    }
  },
};
