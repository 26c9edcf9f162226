// Stock as of an instant from snapshots equals the full replay, at every instant of a long mixed stream.
import { randomUUID } from 'node:crypto';
import type { InventoryEvent } from '@ledgerhouse/contracts';
import { PostgresEventStore, type NewEvent } from '@ledgerhouse/infra';
import { inventorySnapshotsProjector, rebuildProjection, SNAPSHOT_EVERY, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import type { TestDatabase } from '../../../../test/support/database';
import { closeStoreAndReadModel, openStoreAndReadModel } from '../../../../test/support/store-and-read-model';
import { inventoryDecider, inventoryStream, stockOf, type InventoryCommand } from '../domain/inventory';
import { stockAsOf } from './stock-as-of';

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModelDatabase>;
beforeAll(async () => {
  ({ database, store, db } = await openStoreAndReadModel());
});
afterAll(() => closeStoreAndReadModel({ database, store }));

/** A deterministic mix of receipts, reservations, releases, fulfilments, stock taking and planned deliveries. */
function commandFor(i: number, state: typeof inventoryDecider.initialState): InventoryCommand {
  const at = new Date();
  const open = Object.keys(state.reservations);
  const planned = Object.keys(state.expected);
  switch (i % 7) {
    case 0:
      return { type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: `in-${i}`, delta: 5, at };
    case 1:
      return state.total - state.reserved > 0
        ? { type: 'Reserve', documentId: `order-${i}`, quantity: 1, at }
        : { type: 'ChangeStock', reason: 'FULFILLMENT_RETURN', documentId: `ret-${i}`, delta: 2, at };
    case 2:
      return open.length
        ? { type: 'FulfilReservation', documentId: open[0], at }
        : { type: 'ExpectDelivery', documentId: `ship-${i}`, quantity: 3, at };
    case 3:
      return { type: 'ExpectDelivery', documentId: `ship-${i}`, quantity: 4, at };
    case 4:
      return planned.length
        ? { type: 'ClearExpectedDelivery', documentId: planned[0], reason: 'RECEIVED', at }
        : { type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: `in-${i}`, delta: 1, at };
    case 5:
      return open.length
        ? { type: 'Release', documentId: open[open.length - 1], at }
        : { type: 'TakeStock', documentId: `count-${i}`, counted: state.total + 1, comment: 'recount', at };
    default:
      return { type: 'TakeStock', documentId: `count-${i}`, counted: state.reserved + 3, comment: 'recount', at };
  }
}

describe('stock as of an instant (snapshots)', () => {
  it('answers exactly the full replay before, at and between every append, across several snapshots', async () => {
    const productId = randomUUID();
    const stream = inventoryStream(productId);
    const metadata = { correlationId: 'test', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
    let state = inventoryDecider.initialState;
    let version = 0;
    // Appends of 1-4 events each share one recorded_at, so instants fall inside and between transactions.
    for (let i = 0; version < SNAPSHOT_EVERY * 3 + 17; i++) {
      const batch: InventoryEvent[] = [];
      for (let k = 0; k <= i % 4; k++) {
        const events = inventoryDecider.decide(commandFor(i * 4 + k, state), state);
        state = events.reduce(inventoryDecider.evolve, state);
        batch.push(...events);
      }
      if (batch.length === 0) continue;
      await store.append(
        stream,
        batch.map((e): NewEvent => ({ type: e.type, data: e.data, metadata })),
        version,
      );
      version += batch.length;
    }
    await rebuildProjection(store, db, inventorySnapshotsProjector);
    const snapshots = await db
      .selectFrom('inventory_snapshots')
      .select('version')
      .where('product_id', '=', productId)
      .orderBy('version')
      .execute();
    expect(snapshots.map((s) => s.version)).toEqual([SNAPSHOT_EVERY, SNAPSHOT_EVERY * 2, SNAPSHOT_EVERY * 3, version]);

    const recorded = [...new Set((await store.readStream(stream)).map((e) => e.recordedAt.getTime()))];
    const instants = [recorded[0] - 1, ...recorded.flatMap((t) => [t, t + 1]), Date.now() + 1000].map((t) => new Date(t));
    for (const instant of instants) {
      const full = stockOf(await store.readStream(stream, { until: instant }));
      expect({ instant, stock: await stockAsOf(db, store, productId, instant) }).toEqual({ instant, stock: full });
    }
  }, 60_000);

  it('answers zero stock for a product without inventory events', async () => {
    expect(await stockAsOf(db, store, randomUUID(), new Date())).toEqual({ total: 0, reserved: 0, available: 0 });
  });
});
