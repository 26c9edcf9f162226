// The saga runner as background jobs: one saga at a time started and stopped here (its lease won or lost), and a wait
// for the sagas that another process runs answered from their stored checkpoints.
import { randomUUID } from 'node:crypto';
import type { Saga } from './saga';
import { SagaRunner } from './saga-runner';
import { sagaTestDatabaseForThisFile, testEvent } from '../../../test/support/saga-database';

const database = sagaTestDatabaseForThisFile();
const ping = (name: string, n: number) => testEvent(`Ping:${name}`, n);

function countingSaga(name: string) {
  const seen: number[] = [];
  const saga: Saga = {
    name,
    handles: [`Ping:${name}`],
    async react(e) {
      seen.push((e.data as { n: number }).n);
    },
  };
  return { saga, seen };
}

describe('saga runner, one saga per lease', () => {
  it('runs only the sagas started here, and a stopped one resumes from its checkpoint on the runner that takes it over', async () => {
    const name = `leased-${randomUUID().slice(0, 8)}`;
    const a = countingSaga(name);
    const b = countingSaga(name);
    const first = new SagaRunner(database.store, database.db, [a.saga]);
    const second = new SagaRunner(database.store, database.db, [b.saga]);
    try {
      await first.startSaga(name);
      const one = await database.store.append(`ping-${name}`, [ping(name, 1)], 0);
      // The second runner runs no saga here: it waits on the stored checkpoint the first one moves.
      expect(await second.waitFor(one.position, 10_000)).toBe(true);
      await first.stopSaga(name);
      const two = await database.store.append(`ping-${name}`, [ping(name, 2)], 1);
      await second.startSaga(name);
      expect(await second.waitFor(two.position, 10_000)).toBe(true);
      expect({ first: a.seen, second: b.seen }).toEqual({ first: [1], second: [2] });
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('hands a wait under way here over to the stored checkpoints when the saga stops here, and the runner taking it over answers it', async () => {
    const name = `handed-${randomUUID().slice(0, 8)}`;
    // This process cannot finish the event (its step keeps failing), so a wait on it here cannot end in memory.
    const failing: Saga = {
      name,
      handles: [`Ping:${name}`],
      async react() {
        throw new Error('cannot handle it here');
      },
    };
    const taker = countingSaga(name);
    const first = new SagaRunner(database.store, database.db, [failing]);
    const second = new SagaRunner(database.store, database.db, [taker.saga]);
    try {
      await first.startSaga(name);
      const one = await database.store.append(`ping-${name}`, [ping(name, 1)], 0);
      const waiting = first.waitFor(one.position, 10_000);
      await first.stopSaga(name);
      await second.startSaga(name);
      expect(await waiting).toBe(true);
      expect(taker.seen).toEqual([1]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
