// A reorder-point look reads the end of the product's inventory stream, not its whole history, and sees what a look
// over the whole history sees: at every event of a long stream, for each window.
import { randomUUID } from 'node:crypto';
import { PostgresEventStore, type EventStore, type NewEvent, type StoredEvent } from '@ledgerhouse/infra';
import type { TestDatabase } from '../../../../test/support/database';
import { closeStoreAndReadModel, openStoreAndReadModel } from '../../../../test/support/store-and-read-model';
import { stockLook, windowStart } from '../domain/stock-look';
import { lookTail } from './look-tail';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  ({ database, store } = await openStoreAndReadModel());
});
afterAll(() => closeStoreAndReadModel({ database, store }));

const metadata = { correlationId: 'test', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
const DAY = 86_400_000;

/** Orders reserved and shipped, stock received when it runs low; `reserving: false` ships without reservations. */
function inventory(orders: number, reserving = true): NewEvent[] {
  const events: NewEvent[] = [];
  let total = 0;
  let reserved = 0;
  const push = (type: string, data: Record<string, unknown>) =>
    events.push({ type, data: { ...data, at: '2026-01-01T00:00:00Z' }, metadata });
  for (let i = 0; i < orders; i++) {
    if (total - reserved < 3)
      push('StockChanged', { reason: 'INBOUND_SHIPMENT', documentId: `in-${i}`, delta: 40, totalAfter: (total += 40) });
    if (reserving) push('StockReserved', { documentId: `o-${i}`, quantity: 2, reservedAfter: (reserved += 2) });
    if (reserving) push('ReservationReleased', { documentId: `o-${i}`, quantity: 2, reservedAfter: (reserved -= 2), reason: 'FULFILLED' });
    push('StockChanged', { reason: 'FULFILLMENT', documentId: `o-${i}`, delta: -2, totalAfter: (total -= 2) });
  }
  return events;
}

/** Appends the events one a "day" apart: the store stamps recorded_at, so each is moved back to its day afterwards. */
async function appended(events: NewEvent[]): Promise<StoredEvent[]> {
  const stream = `inventory-${randomUUID()}`;
  for (let version = 0; version < events.length; version += 200) await store.append(stream, events.slice(version, version + 200), version);
  const start = Date.UTC(2026, 0, 1);
  await database.client.query(
    `update events set recorded_at = to_timestamp(($2::bigint + (version - 1) * $3::bigint) / 1000.0) where stream_id = $1`,
    [stream, start, DAY / 2],
  );
  return store.readStream(stream);
}

function counting(inner: EventStore): { store: EventStore; read: number[] } {
  const read: number[] = [];
  const counted = Object.create(inner) as EventStore;
  counted.readStream = async (...args) => {
    const events = await inner.readStream(...args);
    read.push(events.length);
    return events;
  };
  return { store: counted, read };
}

describe('look tail', () => {
  it('sees what a look over the whole history sees, at every event, for each window', async () => {
    const history = await appended(inventory(100));
    for (const windowDays of [7, 30, 90])
      for (const event of history.filter((e) => e.version % 3 === 0 || e.version < 10)) {
        const since = windowStart(windowDays, event.recordedAt);
        const tail = await lookTail(store, event.streamId, event.version, since);
        expect(stockLook(tail, windowDays, event.recordedAt)).toEqual(
          stockLook(history.slice(0, event.version), windowDays, event.recordedAt),
        );
      }
  });

  it('reads about the window’s events for a look at the end of a long history, not the whole stream', async () => {
    const history = await appended(inventory(700));
    const last = history[history.length - 1]!;
    const { store: counted, read } = counting(store);
    await lookTail(counted, last.streamId, last.version, windowStart(30, last.recordedAt));
    // 30 days at two events a day is 60 events: the first step (64) reaches back before the window.
    expect(history.length).toBeGreaterThan(2_000);
    expect(read).toEqual([64]);
  });

  it('reads back to the start when the stream never had a reservation (the reserved units are known only from it)', async () => {
    const history = await appended(inventory(120, false));
    const last = history[history.length - 1]!;
    const tail = await lookTail(store, last.streamId, last.version, windowStart(7, last.recordedAt));
    expect(tail).toHaveLength(history.length);
  });
});
