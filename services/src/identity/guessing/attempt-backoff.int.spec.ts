// The guessing backoff on the real database: its policy (free attempts, doubling lock up to the cap, success and quiet
// time start afresh), and that two instances on one database ("two processes") count and lock as one, even when
// attempts race. Time comes from the `now` argument; nothing sleeps.
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, PgSqlClient, type SqlClient } from '@ledgerhouse/infra';
import { readModelMigrations } from '@ledgerhouse/projections';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database';
import { RateLimited } from '../../errors/rate-limited';
import { AttemptBackoff, type BackoffPolicy } from './attempt-backoff';
import type { AttemptBackoffTables } from './attempt-backoff.table';

const policy: BackoffPolicy = { free: 3, baseLockMs: 10_000, maxLockMs: 40_000, forgetAfterMs: 3_600_000, sweepEveryMs: 60_000 };
const t0 = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

let database: TestDatabase;
let db: Kysely<AttemptBackoffTables>;
/** A second process: its own connection pool on pg; PGlite has one connection, so the same one. */
let otherClient: SqlClient | null = null;
let otherDb: Kysely<AttemptBackoffTables>;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<AttemptBackoffTables>(database.client);
  await migrateToLatest(db as Kysely<any>, infraMigrations, readModelMigrations);
  otherClient = database.url ? new PgSqlClient(database.url) : null;
  otherDb = otherClient ? createKysely<AttemptBackoffTables>(otherClient) : db;
}, 60_000);
afterAll(async () => {
  if (otherClient) await otherDb.destroy();
  await db.destroy();
  await database.drop();
});

let keys = 0;
/** A key no other test uses (the table is shared by the whole file). */
const freshKey = () => `user-${++keys}@shop.example`;

/** null when the attempt was let through, else the Retry-After seconds of its RateLimited. */
async function retryAfter(attempt: Promise<void>): Promise<number | null> {
  try {
    await attempt;
    return null;
  } catch (err) {
    if (!(err instanceof RateLimited)) throw err;
    return err.retryAfterSeconds;
  }
}

const rowsOf = async (key: string) => db.selectFrom('attempt_backoff').selectAll().where('key', '=', key).execute();

describe('AttemptBackoff policy', () => {
  it('allows the free attempts, then locks the key for a window that doubles per further attempt up to the cap', async () => {
    const backoff = new AttemptBackoff(db, 'login', policy);
    const a = freshKey();
    for (let i = 0; i < 3; i++) expect(await retryAfter(backoff.attempt(a, t0))).toBeNull();
    expect(await retryAfter(backoff.attempt(a, t0))).toBe(10);
    expect(await retryAfter(backoff.attempt(a, at(10_000)))).toBeNull();
    expect(await retryAfter(backoff.attempt(a, at(10_000)))).toBe(20);
    expect(await retryAfter(backoff.attempt(a, at(30_000)))).toBeNull();
    expect(await retryAfter(backoff.attempt(a, at(30_000)))).toBe(40);
    expect(await retryAfter(backoff.attempt(a, at(70_000)))).toBeNull();
    expect(await retryAfter(backoff.attempt(a, at(70_000)))).toBe(40);
  });

  it('answers the time left of the lock, rounded up to whole seconds', async () => {
    const backoff = new AttemptBackoff(db, 'login', policy);
    const a = freshKey();
    for (let i = 0; i < 3; i++) await backoff.attempt(a, t0);
    expect(await retryAfter(backoff.attempt(a, at(2_500)))).toBe(8);
  });

  it('counts each key and each kind on its own and starts a key afresh after a success', async () => {
    const logins = new AttemptBackoff(db, 'login', policy);
    const resets = new AttemptBackoff(db, 'password_reset', policy);
    const [a, b] = [freshKey(), freshKey()];
    for (let i = 0; i < 3; i++) await logins.attempt(a, t0);
    expect(await retryAfter(logins.attempt(b, t0))).toBeNull();
    expect(await retryAfter(resets.attempt(a, t0))).toBeNull();
    expect(await logins.failuresSoFar(a, t0)).toBe(3);
    await logins.succeeded(a);
    expect(await logins.failuresSoFar(a, t0)).toBe(0);
    expect(await retryAfter(logins.attempt(a, t0))).toBeNull();
    expect(await resets.failuresSoFar(a, t0)).toBe(1);
  });

  it('forgets a key after a quiet period, locked or not', async () => {
    // No sweep: the row is still there, so the upsert itself must start the quiet key afresh.
    const backoff = new AttemptBackoff(db, 'login', { ...policy, sweepEveryMs: Number.POSITIVE_INFINITY });
    const a = freshKey();
    for (let i = 0; i < 3; i++) await backoff.attempt(a, t0);
    expect(await backoff.failuresSoFar(a, at(3_599_999))).toBe(3);
    expect(await backoff.failuresSoFar(a, at(3_600_000))).toBe(0);
    for (let i = 0; i < 3; i++) expect(await retryAfter(backoff.attempt(a, at(3_600_000)))).toBeNull();
    expect(await retryAfter(backoff.attempt(a, at(3_600_000)))).toBe(10);
  });

  it('deletes the keys quiet for the forget time on an attempt, at most once per sweep interval per instance', async () => {
    const backoff = new AttemptBackoff(db, 'login', policy);
    const [quiet, recent, later] = [freshKey(), freshKey(), freshKey()];
    await backoff.attempt(quiet, t0);
    await backoff.attempt(recent, at(30_000));
    await backoff.attempt(later, at(3_600_000)); // swept at 3_600_000: `quiet` is an hour old, `recent` is not
    expect(await rowsOf(quiet)).toHaveLength(0);
    expect(await rowsOf(recent)).toHaveLength(1);
    await backoff.attempt(later, at(3_630_000)); // within the sweep interval: no sweep, `recent` stays
    expect(await rowsOf(recent)).toHaveLength(1);
    await backoff.attempt(later, at(3_660_000));
    expect(await rowsOf(recent)).toHaveLength(0);
    expect(await rowsOf(later)).toHaveLength(1);
  });
});

describe('AttemptBackoff across processes', () => {
  it('shares the count and the lockout between two instances on one database', async () => {
    const first = new AttemptBackoff(db, 'login', policy);
    const second = new AttemptBackoff(otherDb, 'login', policy);
    const a = freshKey();
    await first.attempt(a, t0);
    await second.attempt(a, t0);
    expect(await first.failuresSoFar(a, t0)).toBe(2);
    await first.attempt(a, t0);
    expect(await retryAfter(second.attempt(a, at(1_000)))).toBe(9);
    expect(await retryAfter(first.attempt(a, at(1_000)))).toBe(9);
    await second.succeeded(a);
    expect(await retryAfter(first.attempt(a, at(1_000)))).toBeNull();
  });

  it('lets exactly the free attempts through when 20 race on one key from two instances; the rest are RateLimited', async () => {
    const instances = [new AttemptBackoff(db, 'login', policy), new AttemptBackoff(otherDb, 'login', policy)];
    const a = freshKey();
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => retryAfter(instances[i % 2]!.attempt(a, t0))));
    expect(outcomes.filter((o) => o === null)).toHaveLength(policy.free);
    expect(outcomes.filter((o) => o === 10)).toHaveLength(20 - policy.free);
    expect((await rowsOf(a))[0]?.attempts).toBe(policy.free);
  });
});
