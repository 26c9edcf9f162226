// PushSubscription over an in-memory log whose feeds behave as EventStoreDB's do: they start at (not after) the
// position asked for, push live appends, and can be dropped or ended by the "server".
import { waitUntil } from './event-store.contract';
import { comparePositions, toPosition, type GlobalPosition } from './position';
import type { BatchHandler, StoredEvent } from './port';
import { PushSubscription, type PushFeed } from './push-subscription';

class MemoryLog {
  readonly events: StoredEvent[] = [];
  readonly opened: (GlobalPosition | null)[] = [];
  private readonly live = new Set<{ fail(err: unknown): void; end(): void; wake(): void }>();

  append(count: number): void {
    for (let i = 0; i < count; i++) {
      const n = this.events.length + 1;
      this.events.push({
        streamId: 'test-1',
        version: n,
        type: 'N',
        data: { n },
        metadata: { correlationId: `c-${n}`, causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 },
        position: toPosition(n * 10, n * 10),
        recordedAt: new Date(0),
      });
    }
    for (const feed of this.live) feed.wake();
  }

  get openFeeds(): number {
    return this.live.size;
  }

  drop(err: unknown): void {
    for (const feed of this.live) feed.fail(err);
  }

  endAll(): void {
    for (const feed of this.live) feed.end();
  }

  open(after: GlobalPosition | null): PushFeed {
    this.opened.push(after);
    const found = after === null ? 0 : this.events.findIndex((e) => comparePositions(e.position, after) >= 0);
    let cursor = found < 0 ? this.events.length : found;
    let failure: unknown = null;
    let ended = false;
    let wake: () => void = () => undefined;
    const feed = {
      fail: (err: unknown) => {
        failure = err;
        wake();
      },
      end: () => {
        ended = true;
        wake();
      },
      wake: () => wake(),
    };
    this.live.add(feed);
    const { events: logged, live } = this;
    async function* events(): AsyncGenerator<StoredEvent> {
      for (;;) {
        if (failure) throw failure;
        if (ended) return;
        if (cursor < logged.length) {
          yield logged[cursor++];
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    }
    return {
      events: events(),
      close: async () => {
        live.delete(feed);
        feed.end();
      },
    };
  }
}

const numbers = (events: readonly StoredEvent[]) => events.map((e) => (e.data as { n: number }).n);

function subscribe(
  log: MemoryLog,
  from: GlobalPosition | null,
  handler: BatchHandler,
  options: { batchSize?: number; onError?: (err: unknown) => void } = {},
) {
  return new PushSubscription(
    (after) => log.open(after),
    from,
    handler,
    { idleMs: 5, ...options },
    () => undefined,
  );
}

describe('PushSubscription', () => {
  it('delivers events appended after it started, in order, in batches of at most batchSize', async () => {
    const log = new MemoryLog();
    const batches: StoredEvent[][] = [];
    const sub = subscribe(log, null, async (batch) => void batches.push(batch), { batchSize: 3 });
    log.append(7);
    await waitUntil(() => batches.flat().length >= 7, 5000, '7 events');
    log.append(2);
    await waitUntil(() => batches.flat().length >= 9, 5000, '9 events');
    await sub.stop();
    expect(numbers(batches.flat())).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(batches.every((b) => b.length >= 1 && b.length <= 3)).toBe(true);
  });

  it('starts after the given position, dropping the event at it that the feed repeats', async () => {
    const log = new MemoryLog();
    log.append(5);
    const seen: StoredEvent[] = [];
    const sub = subscribe(log, log.events[1].position, async (batch) => void seen.push(...batch));
    await waitUntil(() => seen.length >= 3, 5000, '3 events');
    await sub.stop();
    expect(numbers(seen)).toEqual([3, 4, 5]);
    expect(log.opened).toEqual([log.events[1].position]);
  });

  it('hands a batch whose handler threw over again, the same events, and advances only once it is taken', async () => {
    const log = new MemoryLog();
    log.append(4);
    const calls: number[][] = [];
    const errors: unknown[] = [];
    const sub = subscribe(
      log,
      null,
      async (batch) => {
        calls.push(numbers(batch));
        if (calls.length <= 2) throw new Error('projector down');
      },
      { batchSize: 10, onError: (err) => errors.push(err) },
    );
    await waitUntil(() => calls.length >= 3, 5000, 'the third delivery');
    await sub.stop();
    expect(calls).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['projector down', 'projector down']);
  });

  it('subscribes again from the last handled position when the feed drops, losing and repeating nothing', async () => {
    const log = new MemoryLog();
    const seen: StoredEvent[] = [];
    const errors: unknown[] = [];
    const sub = subscribe(log, null, async (batch) => void seen.push(...batch), { onError: (err) => errors.push(err) });
    log.append(3);
    await waitUntil(() => seen.length >= 3, 5000, '3 events');
    log.drop(new Error('connection reset'));
    log.append(2);
    await waitUntil(() => seen.length >= 5, 5000, '5 events');
    await sub.stop();
    expect(numbers(seen)).toEqual([1, 2, 3, 4, 5]);
    expect(log.opened).toEqual([null, log.events[2].position]);
    expect(errors.map((e) => (e as Error).message)).toEqual(['connection reset']);
  });

  it('opens the feed again when the server ends it', async () => {
    const log = new MemoryLog();
    const seen: StoredEvent[] = [];
    const sub = subscribe(log, null, async (batch) => void seen.push(...batch));
    log.append(1);
    await waitUntil(() => seen.length >= 1, 5000, 'the first event');
    log.endAll();
    await waitUntil(() => log.opened.length === 2, 5000, 'a second feed');
    log.append(1);
    await waitUntil(() => seen.length >= 2, 5000, 'the second event');
    await sub.stop();
    expect(numbers(seen)).toEqual([1, 2]);
  });

  it('stop waits for the batch under way, then reads no further', async () => {
    const log = new MemoryLog();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handled: number[] = [];
    let started = false;
    const sub = subscribe(log, null, async (batch) => {
      started = true;
      await gate;
      handled.push(...numbers(batch));
    });
    log.append(2);
    await waitUntil(() => started, 5000, 'the handler to start');
    let stopped = false;
    const stopping = sub.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(handled).toEqual([1, 2]);
    log.append(1);
    expect(log.openFeeds).toBe(0);
    expect(handled).toEqual([1, 2]);
  });

  it('stops at once while the feed waits for a push, and closes it', async () => {
    const log = new MemoryLog();
    const sub = subscribe(log, null, async () => undefined);
    await waitUntil(() => log.openFeeds === 1, 5000, 'the feed to open');
    await sub.stop();
    expect(log.openFeeds).toBe(0);
  });

  it('stops during the back-off after a failure without handing the batch over again', async () => {
    const log = new MemoryLog();
    log.append(1);
    let calls = 0;
    const sub = subscribe(
      log,
      null,
      async () => {
        calls += 1;
        throw new Error('still down');
      },
      { onError: () => undefined },
    );
    await waitUntil(() => calls >= 1, 5000, 'the first delivery');
    await sub.stop();
    expect(calls).toBe(1);
    expect(log.openFeeds).toBe(0);
  });
});
