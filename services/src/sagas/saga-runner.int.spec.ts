// The saga runner's rules on a real database: each handled event once and in order, resumed from its checkpoint
// after a restart, a transient failure retried without skipping, a refusal left aside, state with the checkpoint.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { readCheckpoint } from '@ledgerhouse/projections';
import { DomainError } from '../errors/domain-error';
import { metadataFor } from '../event-sourcing/request-context';
import { NOTHING_TO_DO, type Saga } from './saga';
import { SagaRunner } from './saga-runner';
import { sagaTestDatabaseForThisFile, testEvent } from '../../../test/support/saga-database';

const database = sagaTestDatabaseForThisFile();

/** A saga that remembers what it was asked to do, and can be told to fail. */
function recordingSaga(name: string, fail: (e: StoredEvent, attempt: number) => Error | null = () => null) {
  const seen: number[] = [];
  const causations: (string | null)[] = [];
  const attempts = new Map<number, number>();
  const saga: Saga = {
    name,
    handles: [`Ping:${name}`],
    async react(e) {
      const n = (e.data as { n: number }).n;
      const attempt = (attempts.get(n) ?? 0) + 1;
      attempts.set(n, attempt);
      const error = fail(e, attempt);
      if (error) throw error;
      seen.push(n);
      causations.push(metadataFor().causationId);
    },
  };
  return { saga, seen, causations, attempts };
}

const checkpointOf = (name: string) => readCheckpoint(database.db, 'saga', name);

describe('saga runner', () => {
  it('handles each event it reacts to once, in global order, with the step key as causation, and moves past the rest', async () => {
    const stream = `ping-${randomUUID()}`;
    await database.store.append(stream, [testEvent('Ping:once', 1), testEvent('Other', 2), testEvent('Ping:once', 3)], 0);
    const last = await database.store.append(stream, [testEvent('Other', 4)], 3);
    const { saga, seen, causations } = recordingSaga('once');
    const runner = new SagaRunner(database.store, database.db, [saga]);
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);
    await runner.stop();
    expect(seen).toEqual([1, 3]);
    expect(causations).toEqual([`saga:once:${stream}:1`, `saga:once:${stream}:3`]);
    expect(await checkpointOf('once')).toBe(last.position);
  });

  it('records nothing for a step that answers NOTHING_TO_DO, passes it like an unhandled event, and records the next step that did something', async () => {
    const stream = `ping-${randomUUID()}`;
    const idle = await database.store.append(stream, [testEvent('Ping:idle', 1), testEvent('Ping:idle', 2)], 0);
    const recorded: number[] = [];
    const saga: Saga = {
      name: 'idle',
      handles: ['Ping:idle'],
      react: async (e) => ((e.data as { n: number }).n === 3 ? 'done' : NOTHING_TO_DO),
      record: async (_trx, e) => {
        recorded.push((e.data as { n: number }).n);
      },
    };
    const runner = new SagaRunner(database.store, database.db, [saga]);
    await runner.start();
    expect(await runner.waitFor(idle.position, 5000)).toBe(true);
    expect(recorded).toEqual([]);
    const busy = await database.store.append(stream, [testEvent('Ping:idle', 3)], 2);
    expect(await runner.waitFor(busy.position, 5000)).toBe(true);
    await runner.stop();
    expect(recorded).toEqual([3]);
    expect(await checkpointOf('idle')).toBe(busy.position);
  });

  it('gets an idle saga’s stored checkpoint to the last event it passed when the re-read after a lost race fails once', async () => {
    const name = `idle-${randomUUID().slice(0, 8)}`;
    const key = `saga:${name}`;
    // The runner's database refuses the next `insert into processor_checkpoints` (the re-read's first statement) when armed.
    let refuseReads = 0;
    const db = database.db.withPlugin({
      transformQuery: ({ node }) => {
        const fragments = node.kind === 'RawNode' ? node.sqlFragments : [];
        if (refuseReads > 0 && fragments.some((f) => f.includes('insert into processor_checkpoints'))) {
          refuseReads -= 1;
          throw new Error('the database refused the read');
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const storedIs = async (position: string | null) => {
      const deadline = Date.now() + 10_000;
      while ((await checkpointOf(name)) !== position && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      return checkpointOf(name);
    };
    const stream = `other-${randomUUID()}`;
    const runner = new SagaRunner(database.store, db, [{ name, handles: [`Ping:${name}`], react: async () => undefined }]);
    try {
      await runner.start();
      const first = await database.store.append(stream, [testEvent('Other', 1)], 0);
      expect(await storedIs(first.position)).toBe(first.position);
      // Someone else moves the stored checkpoint meanwhile: the next lazy write loses its race and the runner re-reads.
      await sql`update processor_checkpoints set tx = null, position = null where name = ${key}`.execute(database.db);
      refuseReads = 1;
      const second = await database.store.append(stream, [testEvent('Other', 2)], 1);
      expect(await storedIs(second.position)).toBe(second.position);
      expect(refuseReads).toBe(0);
    } finally {
      await runner.stop();
    }
  });

  it('resumes from its checkpoint after a restart: nothing handled twice, nothing lost', async () => {
    const stream = `ping-${randomUUID()}`;
    const first = await database.store.append(stream, [testEvent('Ping:resume', 1), testEvent('Ping:resume', 2)], 0);
    const { saga, seen } = recordingSaga('resume');
    const before = new SagaRunner(database.store, database.db, [saga]);
    await before.start();
    expect(await before.waitFor(first.position, 5000)).toBe(true);
    await before.stop();
    const later = await database.store.append(stream, [testEvent('Ping:resume', 3)], 2);
    const after = new SagaRunner(database.store, database.db, [saga]);
    await after.start();
    expect(await after.waitFor(later.position, 5000)).toBe(true);
    await after.stop();
    expect(seen).toEqual([1, 2, 3]);
  });

  it('retries a transient failure with back-off and never handles a later event before it', async () => {
    const stream = `ping-${randomUUID()}`;
    const last = await database.store.append(
      stream,
      [testEvent('Ping:flaky', 1), testEvent('Ping:flaky', 2), testEvent('Ping:flaky', 3)],
      0,
    );
    const errors: unknown[] = [];
    const flaky = recordingSaga('flaky', (e, attempt) => {
      if ((e.data as { n: number }).n === 2 && attempt <= 2) return new Error('database went away');
      if ((e.data as { n: number }).n === 3 && attempt === 1) return new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
      return null;
    });
    const runner = new SagaRunner(database.store, database.db, [flaky.saga], { onError: (_saga, err) => errors.push(err) });
    await runner.start();
    expect(await runner.waitFor(last.position, 10_000)).toBe(true);
    await runner.stop();
    expect(flaky.seen).toEqual([1, 2, 3]);
    expect(Object.fromEntries(flaky.attempts)).toEqual({ 1: 1, 2: 3, 3: 2 });
    expect(errors).toHaveLength(3);
  });

  it('leaves an event its commands refuse for good in saga_dead_letters and goes on', async () => {
    const stream = `ping-${randomUUID()}`;
    const last = await database.store.append(stream, [testEvent('Ping:refusing', 1), testEvent('Ping:refusing', 2)], 0);
    const refusing = recordingSaga('refusing', (e) =>
      (e.data as { n: number }).n === 1 ? new DomainError(ErrorCode.INVALID_QUANTITY) : null,
    );
    const runner = new SagaRunner(database.store, database.db, [refusing.saga]);
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);
    await runner.stop();
    expect(refusing.seen).toEqual([2]);
    const letters = await database.db
      .selectFrom('saga_dead_letters')
      .select(['stream_id', 'version', 'code'])
      .where('saga', '=', 'refusing')
      .execute();
    expect(letters).toEqual([{ stream_id: stream, version: 1, code: 'INVALID_QUANTITY' }]);
  });

  it("writes the saga's own state in the checkpoint's transaction: a failed write keeps the event to handle again", async () => {
    const stream = `ping-${randomUUID()}`;
    const last = await database.store.append(stream, [testEvent('Ping:stateful', 1)], 0);
    let reactions = 0;
    let writes = 0;
    const saga: Saga = {
      name: 'stateful',
      handles: ['Ping:stateful'],
      react: async () => void reactions++,
      async record(trx, e) {
        writes++;
        await trx
          .insertInto('saga_inbound_unpaid')
          .values({ shipment_id: e.streamId, seller_id: 's', failed_position: e.position, failed_at: new Date() })
          .execute();
        if (writes === 1) throw new Error('lost the connection before commit');
      },
    };
    const runner = new SagaRunner(database.store, database.db, [saga]);
    await runner.start();
    expect(await runner.waitFor(last.position, 10_000)).toBe(true);
    await runner.stop();
    expect({ reactions, writes }).toEqual({ reactions: 2, writes: 2 });
    const rows = await database.db.selectFrom('saga_inbound_unpaid').select('shipment_id').where('shipment_id', '=', stream).execute();
    expect(rows).toHaveLength(1);
  });
  it('with a concurrency, reacts to events of different keys at once, one key at a time, a keyless event alone, all recorded', async () => {
    const stream = `ping-${randomUUID()}`;
    // Keys by n: 1..4 differ, 5 repeats 1's key, 6 has none (a barrier), 7 and 8 differ again.
    const keyOf = (n: number) => (n === 6 ? null : `k${n === 5 ? 1 : n}`);
    const last = await database.store.append(
      stream,
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => testEvent('Ping:group', n)),
      0,
    );
    let running = 0;
    let most = 0;
    const log: string[] = [];
    const recorded: number[] = [];
    const saga: Saga = {
      name: 'group',
      handles: ['Ping:group'],
      concurrency: 4,
      partitionOf: (e) => keyOf((e.data as { n: number }).n),
      async react(e) {
        const n = (e.data as { n: number }).n;
        running++;
        most = Math.max(most, running);
        log.push(`start ${n}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        log.push(`end ${n}`);
        running--;
        return n;
      },
      async record(_trx, _e, reacted) {
        recorded.push(reacted as number);
      },
    };
    const runner = new SagaRunner(database.store, database.db, [saga]);
    await runner.start();
    expect(await runner.waitFor(last.position, 5000)).toBe(true);
    await runner.stop();
    expect(most).toBe(4);
    expect(recorded).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // 5 (1's key) starts after the first group ended; 6 runs alone; 7 and 8 after it.
    expect(log.indexOf('start 5')).toBeGreaterThan(log.indexOf('end 1'));
    expect(log.indexOf('start 6')).toBeGreaterThan(log.indexOf('end 5'));
    expect(log.indexOf('start 7')).toBeGreaterThan(log.indexOf('end 6'));
    expect(await checkpointOf('group')).toBe(last.position);
  });
});
