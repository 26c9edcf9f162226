// The behaviour every EventStore adapter must show. Each adapter's *.int.spec.ts runs it against a real store.
import { randomUUID } from 'node:crypto';
import { StreamVersionConflict } from './errors';
import { comparePositions, type GlobalPosition } from './position';
import type { EventStore, NewEvent, StoredEvent } from './port';

export interface ContractSubject {
  store: EventStore;
  /** A second store on the same data with the given upcast, for the upcasting test. */
  withUpcast(upcast: (e: StoredEvent) => StoredEvent): EventStore;
  cleanup(): Promise<void>;
}

export function event(type: string, data: unknown, metadata: Partial<NewEvent['metadata']> = {}): NewEvent {
  return {
    type,
    data,
    metadata: { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1, ...metadata },
  };
}

/** Polls a condition until it holds, failing after the bound: no bare sleeps in tests. */
export async function waitUntil(
  condition: () => boolean,
  timeoutMs = 10_000,
  what = 'condition',
  refresh?: () => Promise<void>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await refresh?.();
    if (condition()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

export function collect(store: EventStore, from: GlobalPosition | null = null) {
  const seen: StoredEvent[] = [];
  const sub = store.subscribe(from, async (batch) => {
    seen.push(...batch);
  });
  return { seen, sub };
}

function isOrdered(events: StoredEvent[]): boolean {
  return events.every((e, i) => i === 0 || comparePositions(events[i - 1].position, e.position) < 0);
}

export function runEventStoreContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`EventStore contract: ${name}`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    const stream = () => `test-${randomUUID()}`;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    });
    afterAll(() => subject.cleanup());

    it('appends and reads a stream back with versions and every metadata field', async () => {
      const id = stream();
      const meta = { correlationId: 'c-1', causationId: 'cmd-1', userId: 'u-1', impersonatorId: 'staff-1', schemaVersion: 1 };
      const first = await store.append(id, [event('A', { n: 1 }, meta), event('B', { n: 2 }, meta)], 0);
      expect(first.nextVersion).toBe(2);
      const second = await store.append(id, [event('C', { n: 3 })], 2);
      expect(second.nextVersion).toBe(3);
      expect(comparePositions(first.position, second.position)).toBeLessThan(0);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.version, e.data])).toEqual([
        ['A', 1, { n: 1 }],
        ['B', 2, { n: 2 }],
        ['C', 3, { n: 3 }],
      ]);
      expect(read[0].metadata).toEqual(meta);
      expect(read[0].streamId).toBe(id);
      expect(read[0].recordedAt).toBeInstanceOf(Date);
    });

    it('raises StreamVersionConflict for a wrong expected version, behind or ahead, and stores nothing', async () => {
      const id = stream();
      await store.append(id, [event('A', {})], 0);
      await expect(store.append(id, [event('B', {})], 0)).rejects.toBeInstanceOf(StreamVersionConflict);
      await expect(store.append(id, [event('B', {})], 5)).rejects.toBeInstanceOf(StreamVersionConflict);
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it("appends with 'any' after whatever the stream holds", async () => {
      const id = stream();
      await store.append(id, [event('A', {})], 'any');
      const r = await store.append(id, [event('B', {}), event('C', {})], 'any');
      expect(r.nextVersion).toBe(3);
    });

    it('lets exactly one of 20 concurrent appends with the same expected version win', async () => {
      const id = stream();
      await store.append(id, [event('Opened', {})], 0);
      const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => store.append(id, [event('Raced', { i })], 1)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const losers = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(losers).toHaveLength(19);
      expect(losers.every((l) => l.reason instanceof StreamVersionConflict)).toBe(true);
      expect((await store.readStream(id)).map((e) => e.version)).toEqual([1, 2]);
    });

    it('appends to several streams at once, each after its expected version, with every metadata field', async () => {
      const [a, b] = [stream(), stream()];
      await store.append(b, [event('Opened', {})], 0);
      const meta = { correlationId: 'c-9', causationId: null, userId: 'u-9', impersonatorId: null, schemaVersion: 1 };
      const results = await store.appendMany([
        { streamId: a, events: [event('A1', { n: 1 }, meta), event('A2', { n: 2 }, meta)], expectedVersion: 0 },
        { streamId: b, events: [event('B2', { n: 3 }, meta)], expectedVersion: 1 },
      ]);
      expect(results.map((r) => r.nextVersion)).toEqual([2, 2]);
      expect((await store.readStream(a)).map((e) => [e.type, e.version, e.data])).toEqual([
        ['A1', 1, { n: 1 }],
        ['A2', 2, { n: 2 }],
      ]);
      const [, b2] = await store.readStream(b);
      expect([b2.type, b2.version, b2.metadata]).toEqual(['B2', 2, meta]);
      const all = await store.readAll(null, 100_000);
      const mine = all.filter((e) => e.streamId === a || e.streamId === b).map((e) => e.type);
      expect(mine.slice(-3).sort()).toEqual(['A1', 'A2', 'B2']);
    });

    it('an append to several streams writes nothing when one stream is not at its expected version', async () => {
      const [a, b] = [stream(), stream()];
      await store.append(b, [event('Opened', {}), event('Moved', {})], 0);
      const appending = store.appendMany([
        { streamId: a, events: [event('A1', {})], expectedVersion: 0 },
        { streamId: b, events: [event('B2', {})], expectedVersion: 1 },
      ]);
      await expect(appending).rejects.toMatchObject({ name: 'StreamVersionConflict', streamId: b });
      expect(await store.readStream(a)).toHaveLength(0);
      expect(await store.readStream(b)).toHaveLength(2);
    });

    it('lets exactly one of 10 concurrent multi-stream appends on a shared stream win', async () => {
      const shared = stream();
      await store.append(shared, [event('Opened', {})], 0);
      const own = Array.from({ length: 10 }, () => stream());
      const results = await Promise.allSettled(
        own.map((id, i) =>
          store.appendMany([
            { streamId: id, events: [event('Placed', { i })], expectedVersion: 0 },
            { streamId: shared, events: [event('Reserved', { i })], expectedVersion: 1 },
          ]),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(
        (results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[]).every((r) => r.reason instanceof StreamVersionConflict),
      ).toBe(true);
      const written = await Promise.all(own.map((id) => store.readStream(id)));
      expect(written.filter((events) => events.length > 0)).toHaveLength(1);
      expect(await store.readStream(shared)).toHaveLength(2);
    });

    it('reads all events in global order, page by page from a position', async () => {
      const id = stream();
      for (let i = 0; i < 5; i++) await store.append(id, [event('N', { i })], i);
      const readEverything = async () => {
        let after: GlobalPosition | null = null;
        const all: StoredEvent[] = [];
        for (;;) {
          const page = await store.readAll(after, 3);
          if (page.length === 0) return all;
          all.push(...page);
          after = page[page.length - 1].position;
        }
      };
      // Another test's open transaction on the same server may hold visibility back for a moment.
      let all: StoredEvent[] = [];
      const ours = () => all.filter((e) => e.streamId === id);
      await waitUntil(
        () => ours().length === 5,
        10_000,
        'our 5 events to be visible',
        async () => {
          all = await readEverything();
        },
      );
      expect(isOrdered(all)).toBe(true);
      expect(new Set(all.map((e) => e.position)).size).toBe(all.length);
      expect(ours().map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
      expect(comparePositions(all[all.length - 1].position, await store.headPosition())).toBeLessThanOrEqual(0);
    });

    it('names as newest the position an append just answered', async () => {
      const first = await store.append(stream(), [event('First', {})], 0);
      const second = await store.append(stream(), [event('Second', {})], 0);
      const newest = await store.newestPosition();
      expect(comparePositions(first.position, newest!)).toBeLessThan(0);
      expect(newest).toBe(second.position);
    });

    it('reads a stream as it was at a past instant', async () => {
      const id = stream();
      await store.append(id, [event('Early', {})], 0);
      const [early] = await store.readStream(id);
      await waitUntil(() => Date.now() > early.recordedAt.getTime() + 5, 1000, 'the clock to move');
      await store.append(id, [event('Late', {})], 1);
      expect((await store.readStream(id, { until: early.recordedAt })).map((e) => e.type)).toEqual(['Early']);
      expect((await store.readStream(id, { afterVersion: 1 })).map((e) => e.type)).toEqual(['Late']);
    });

    it('upcasts an old schema version on read without rewriting it', async () => {
      const id = stream();
      await store.append(id, [event('Renamed', { fullname: 'Ada' }, { schemaVersion: 1 })], 0);
      const upcasting = subject.withUpcast((e) =>
        e.type === 'Renamed' && e.metadata.schemaVersion === 1
          ? { ...e, data: { fullName: (e.data as { fullname: string }).fullname }, metadata: { ...e.metadata, schemaVersion: 2 } }
          : e,
      );
      const [read] = await upcasting.readStream(id);
      expect(read.data).toEqual({ fullName: 'Ada' });
      expect(read.metadata.schemaVersion).toBe(2);
      expect((await store.readStream(id))[0].data).toEqual({ fullname: 'Ada' });
    });

    it('delivers every event to a subscriber exactly once and in order', async () => {
      const start = await store.headPosition();
      const { seen, sub } = collect(store, start);
      const ids = [stream(), stream(), stream()];
      await Promise.all(
        ids.map(async (id) => {
          for (let i = 0; i < 10; i++) await store.append(id, [event('S', { i })], i);
        }),
      );
      const ours = () => seen.filter((e) => ids.includes(e.streamId));
      await waitUntil(() => ours().length >= 30, 10_000, '30 events');
      await sub.stop();
      expect(ours()).toHaveLength(30);
      expect(new Set(seen.map((e) => e.position)).size).toBe(seen.length);
      expect(isOrdered(seen)).toBe(true);
      for (const id of ids) expect(seen.filter((e) => e.streamId === id).map((e) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('resumes from a checkpoint and receives every later event exactly once', async () => {
      const start = await store.headPosition();
      const id = stream();
      const first = collect(store, start);
      for (let i = 0; i < 5; i++) await store.append(id, [event('R', { i })], i);
      const mine = (list: StoredEvent[]) => list.filter((e) => e.streamId === id);
      await waitUntil(() => mine(first.seen).length >= 5, 10_000, 'first 5');
      await first.sub.stop();
      const checkpoint = mine(first.seen)[4].position;
      for (let i = 5; i < 10; i++) await store.append(id, [event('R', { i })], i);
      const second = collect(store, checkpoint);
      await waitUntil(() => mine(second.seen).length >= 5, 10_000, 'next 5');
      await second.sub.stop();
      expect([...mine(first.seen), ...mine(second.seen)].map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it('redelivers a batch whose handler failed, skipping nothing', async () => {
      const start = await store.headPosition();
      const id = stream();
      const seen: number[] = [];
      let failures = 0;
      const sub = store.subscribe(
        start,
        async (batch) => {
          if (failures < 2) {
            failures += 1;
            throw new Error('projector down');
          }
          seen.push(...batch.filter((e) => e.streamId === id).map((e) => (e.data as { i: number }).i));
        },
        { onError: () => undefined },
      );
      for (let i = 0; i < 3; i++) await store.append(id, [event('F', { i })], i);
      await waitUntil(() => seen.length >= 3, 10_000, 'redelivery');
      await sub.stop();
      expect(failures).toBe(2);
      expect(seen).toEqual([0, 1, 2]);
    });

    it('hands the batch whose handler threw over again, starting with the same events', async () => {
      const start = await store.headPosition();
      const id = stream();
      const batches: GlobalPosition[][] = [];
      const sub = store.subscribe(
        start,
        async (batch) => {
          const ours = batch.filter((e) => e.streamId === id);
          if (ours.length === 0) return;
          batches.push(ours.map((e) => e.position));
          if (batches.length === 1) throw new Error('projector down');
        },
        { onError: () => undefined },
      );
      await store.append(id, [event('G', { i: 0 }), event('G', { i: 1 }), event('G', { i: 2 })], 0);
      await waitUntil(() => batches.length >= 2, 10_000, 'the batch again');
      await sub.stop();
      expect(batches[1].slice(0, batches[0].length)).toEqual(batches[0]);
    });

    it('hands over batches of at most batchSize events', async () => {
      const start = await store.headPosition();
      const id = stream();
      const sizes: number[] = [];
      let ours = 0;
      const sub = store.subscribe(
        start,
        async (batch) => {
          sizes.push(batch.length);
          ours += batch.filter((e) => e.streamId === id).length;
        },
        { batchSize: 3 },
      );
      await store.append(
        id,
        Array.from({ length: 8 }, (_, i) => event('B', { i })),
        0,
      );
      await waitUntil(() => ours >= 8, 10_000, '8 events');
      await sub.stop();
      expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    });

    it('stop waits for the batch under way to be handled', async () => {
      const start = await store.headPosition();
      const id = stream();
      const log: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started = false;
      const sub = store.subscribe(start, async (batch) => {
        if (!batch.some((e) => e.streamId === id)) return;
        started = true;
        await gate;
        log.push('handled');
      });
      await store.append(id, [event('W', {})], 0);
      await waitUntil(() => started, 10_000, 'the handler to start');
      const stopping = sub.stop().then(() => log.push('stopped'));
      release();
      await stopping;
      expect(log).toEqual(['handled', 'stopped']);
    });
  });
}
