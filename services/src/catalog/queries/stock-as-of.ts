// Stock at an instant without replaying the whole stream: start from the latest inventory snapshot whose events were
// all recorded by then, and replay only the events after it up to the instant. Equal to a full replay by construction.
import type { Kysely } from 'kysely';
import type { EventStore } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { inventoryDecider, inventoryStream, stockOf } from '../domain/inventory';

export async function stockAsOf(db: Kysely<ReadModelDatabase>, store: EventStore, productId: string, instant: Date) {
  const snapshot = await db
    .selectFrom('inventory_snapshots')
    .select(['version', 'total', 'reserved', 'incoming'])
    .where('product_id', '=', productId)
    .where('recorded_until', '<=', instant)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  const from = snapshot
    ? { ...inventoryDecider.initialState, total: snapshot.total, reserved: snapshot.reserved, incoming: snapshot.incoming }
    : inventoryDecider.initialState;
  const rest = await store.readStream(inventoryStream(productId), { afterVersion: snapshot?.version ?? 0, until: instant });
  return stockOf(rest, from);
}
