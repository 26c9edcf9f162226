// The inventory stream on a real database: concurrent reservations never oversell, and any past instant can be replayed.
import { randomUUID } from 'node:crypto';
import { installEventStoreSchema, KeyedQueue, ManualClock, PostgresEventStore } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { inventoryDecider, inventoryStream, stockOf } from './inventory';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  await installEventStoreSchema(database.client);
  store = new PostgresEventStore(database.client);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('inventory stream', () => {
  it('lets exactly 30 of 100 concurrent one-unit reservations through a stock of 30', async () => {
    const productId = randomUUID();
    const stream = inventoryStream(productId);
    const at = new Date();
    const deps = { store, queue: new KeyedQueue() };
    await executeCommand(deps, stream, inventoryDecider, {
      type: 'ChangeStock',
      reason: 'INBOUND_SHIPMENT',
      documentId: 'in-1',
      delta: 30,
      at,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        executeCommand(deps, stream, inventoryDecider, { type: 'Reserve', documentId: `order-${i}`, quantity: 1, at }),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(30);
    expect(refused).toHaveLength(70);
    expect(refused.every((r) => r.reason instanceof DomainError && r.reason.code === 'INSUFFICIENT_STOCK')).toBe(true);
    const history = await store.readStream(stream);
    expect(history.filter((e) => e.type === 'StockReserved')).toHaveLength(30);
    let reserved = 0;
    for (const e of history) {
      if (e.type === 'StockReserved') reserved = (e.data as { reservedAfter: number }).reservedAfter;
      expect(30 - reserved).toBeGreaterThanOrEqual(0);
    }
    expect(stockOf(history)).toEqual({ total: 30, reserved: 30, available: 0 });
  });

  it('holds across two processes racing on the same stream (separate queues, the unique key decides)', async () => {
    // A lost race is another reservation appended, so with less stock than executeCommand's 5 attempts no reservation
    // runs out of attempts: every refusal is the decider's INSUFFICIENT_STOCK, never CONCURRENCY_CONFLICT.
    const stock = 4;
    const stream = inventoryStream(randomUUID());
    const at = new Date();
    const [a, b] = [
      { store, queue: new KeyedQueue() },
      { store, queue: new KeyedQueue() },
    ];
    await executeCommand(a, stream, inventoryDecider, {
      type: 'ChangeStock',
      reason: 'INBOUND_SHIPMENT',
      documentId: 'in-1',
      delta: stock,
      at,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        executeCommand(i % 2 ? a : b, stream, inventoryDecider, { type: 'Reserve', documentId: `order-${i}`, quantity: 1, at }),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(stock);
    expect(refused.map((r) => (r.reason instanceof DomainError ? { code: r.reason.code, params: r.reason.params } : r.reason))).toEqual(
      Array.from({ length: 20 - stock }, () => ({ code: 'INSUFFICIENT_STOCK', params: { available: 0 } })),
    );
    const history = await store.readStream(stream);
    expect(history.filter((e) => e.type === 'StockReserved')).toHaveLength(stock);
    expect(stockOf(history)).toEqual({ total: stock, reserved: stock, available: 0 });
  });

  it('reconstructs total, reserved and available at past instants', async () => {
    const stream = inventoryStream(randomUUID());
    const clock = new ManualClock(new Date('2026-11-01T09:00:00Z'));
    const deps = { store, queue: new KeyedQueue() };
    const step = async (command: Parameters<typeof inventoryDecider.decide>[0]) => {
      await executeCommand(deps, stream, inventoryDecider, command);
      const [last] = (await store.readStream(stream)).slice(-1);
      // Instants are compared at millisecond precision: let the clock pass this one before the next step.
      const deadline = last.recordedAt.getTime() + 3;
      while (Date.now() <= deadline) await new Promise((r) => setTimeout(r, 2));
      return last.recordedAt;
    };
    const t1 = await step({ type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta: 12, at: clock.now() });
    const t2 = await step({ type: 'Reserve', documentId: 'o-1', quantity: 5, at: clock.now() });
    const t3 = await step({ type: 'FulfilReservation', documentId: 'o-1', at: clock.now() });
    const t4 = await step({ type: 'TakeStock', documentId: 'count-1', counted: 6, comment: 'one damaged', at: clock.now() });
    const asOf = async (instant: Date) => stockOf(await store.readStream(stream, { until: instant }));
    expect(await asOf(new Date(t1.getTime() - 1000))).toEqual({ total: 0, reserved: 0, available: 0 });
    expect(await asOf(t1)).toEqual({ total: 12, reserved: 0, available: 12 });
    expect(await asOf(t2)).toEqual({ total: 12, reserved: 5, available: 7 });
    expect(await asOf(t3)).toEqual({ total: 7, reserved: 0, available: 7 });
    expect(await asOf(t4)).toEqual({ total: 6, reserved: 0, available: 6 });
  });
});
