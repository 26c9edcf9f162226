// The statement's ledger check from checkpoints: every month's balances equal the fold of the whole wallet stream, a
// later month reads only the events since the checkpoint before it, and a checkpoint the read model has not caught up
// with (a rebuild) is not used.
import { randomUUID } from 'node:crypto';
import { statementMonthBounds } from '@ledgerhouse/contracts';
import { PostgresEventStore, type EventStore, type GlobalPosition, type NewEvent } from '@ledgerhouse/infra';
import { type ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import type { TestDatabase } from '../../../../test/support/database';
import { closeStoreAndReadModel, openStoreAndReadModel } from '../../../../test/support/store-and-read-model';
import { ledgerBalanceBefore } from '../domain/ledger-balance';
import { ledgerCheck } from './ledger-check';

let database: TestDatabase;
let store: PostgresEventStore;
let db: Kysely<ReadModelDatabase>;
beforeAll(async () => {
  ({ database, store, db } = await openStoreAndReadModel());
});
afterAll(() => closeStoreAndReadModel({ database, store }));

const metadata = { correlationId: 'test', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
const DAY = 86_400_000;

/** A wallet over `months` months from 2026-01: a top-up and a few spendings every few days, a failed top-up now and then. */
async function wallet(userId: string, months: number): Promise<NewEvent[]> {
  const events: NewEvent[] = [];
  const end = statementMonthBounds(`2026-${String(months).padStart(2, '0')}`).end.getTime();
  for (let at = Date.UTC(2026, 0, 1, 8), i = 0; at < end; at += 3 * DAY + 3_600_000, i++) {
    const iso = new Date(at).toISOString();
    events.push({
      type: 'WalletToppedUp',
      data: { entryId: `t${i}`, source: 'BY_STAFF', amountCents: 10_000, balanceAfterCents: 0, at: iso },
      metadata,
    });
    events.push({
      type: 'WalletSpent',
      data: { entryId: `s${i}`, purpose: 'OTHER', amountCents: 1_234 + i, balanceAfterCents: 0, at: iso },
      metadata,
    });
    if (i % 4 === 0) events.push({ type: 'TopUpFailed', data: { entryId: `f${i}`, amountCents: 500, at: iso }, metadata });
  }
  for (let version = 0; version < events.length; version += 100)
    await store.append(`wallet-${userId}`, events.slice(version, version + 100), version);
  return events;
}

/** The store, counting the events each stream read answers. */
function counting(inner: EventStore): { store: EventStore; read: number[] } {
  const read: number[] = [];
  const store = Object.create(inner) as EventStore;
  store.readStream = async (...args) => {
    const events = await inner.readStream(...args);
    read.push(events.length);
    return events;
  };
  return { store, read };
}

const check = (
  deps: { db: Kysely<ReadModelDatabase>; store: EventStore },
  userId: string,
  month: string,
  applied: GlobalPosition | null,
) => {
  const { start, end } = statementMonthBounds(month);
  return ledgerCheck(deps, userId, { start, end, applied, now: new Date('2027-01-15T00:00:00.000Z') });
};

describe('ledger check', () => {
  it('equals the fold of the whole stream for every month, whichever month is read first', async () => {
    const userId = randomUUID();
    const events = await wallet(userId, 12);
    const head = await store.newestPosition();
    for (const month of ['2026-07', '2026-03', '2026-12', '2026-01', '2026-08']) {
      const { start, end } = statementMonthBounds(month);
      expect(await check({ db, store }, userId, month, head)).toEqual({
        openingCents: ledgerBalanceBefore(events, start),
        closingCents: ledgerBalanceBefore(events, end),
      });
    }
  });

  it('reads a later month from the checkpoint before it: only the events since, not the whole history', async () => {
    const userId = randomUUID();
    const events = await wallet(userId, 12);
    const head = await store.newestPosition();
    const { store: counted, read } = counting(store);
    await check({ db, store: counted }, userId, '2026-06', head);
    await check({ db, store: counted }, userId, '2026-07', head);
    await check({ db, store: counted }, userId, '2026-07', head);
    expect(read[0]).toBe(events.length);
    // July's read starts at June's end: the events booked from July on, about half a year of them.
    expect(read[1]).toBe(events.filter((e) => (e.data as { at: string }).at >= '2026-07-01').length);
    expect(read[2]).toBe(read[1]);
  });

  it('does not start from a checkpoint ahead of the read model (a rebuild), and counts only what it has applied', async () => {
    const userId = randomUUID();
    const events = await wallet(userId, 3);
    await check({ db, store }, userId, '2026-03', await store.newestPosition());
    const { store: counted, read } = counting(store);
    const first = (await store.readStream(`wallet-${userId}`))[0]!;
    const { start } = statementMonthBounds('2026-03');
    expect(await check({ db, store: counted }, userId, '2026-03', first.position)).toEqual({
      openingCents: ledgerBalanceBefore(events.slice(0, 1), start),
      closingCents: ledgerBalanceBefore(events.slice(0, 1), start),
    });
    expect(read).toEqual([events.length]);
  });
});
