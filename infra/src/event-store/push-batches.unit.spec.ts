import { pushBatches } from './push-batches';

/** A source the test pushes into, counting how many reads the consumer has started. */
function channel<T>() {
  const items: T[] = [];
  const readers: ((r: IteratorResult<T>) => void)[] = [];
  const failers: ((err: unknown) => void)[] = [];
  let ended = false;
  let failure: unknown = null;
  const state = { reads: 0 };
  const source: AsyncIterable<T> = {
    [Symbol.asyncIterator]: () => ({
      next: () => {
        state.reads += 1;
        if (items.length > 0) return Promise.resolve({ value: items.shift() as T, done: false });
        if (failure) return Promise.reject(failure);
        if (ended) return Promise.resolve({ value: undefined, done: true });
        return new Promise<IteratorResult<T>>((resolve, reject) => {
          readers.push(resolve);
          failers.push(reject);
        });
      },
    }),
  };
  return {
    source,
    state,
    push(...values: T[]) {
      for (const value of values) {
        failers.shift();
        const reader = readers.shift();
        if (reader) reader({ value, done: false });
        else items.push(value);
      }
    },
    end() {
      ended = true;
      failers.splice(0);
      for (const reader of readers.splice(0)) reader({ value: undefined, done: true });
    },
    fail(err: unknown) {
      failure = err;
      readers.splice(0);
      for (const fail of failers.splice(0)) fail(err);
    },
  };
}

describe('pushBatches', () => {
  it('hands over full batches of batchSize while items are waiting', async () => {
    const c = channel<number>();
    c.push(1, 2, 3, 4, 5, 6, 7);
    const batches = pushBatches(c.source, { batchSize: 3, idleMs: 60_000 });
    expect((await batches.next()).value).toEqual([1, 2, 3]);
    expect((await batches.next()).value).toEqual([4, 5, 6]);
    await batches.return();
  });

  it('hands over a partial batch once the source is idle, then goes on with later pushes', async () => {
    const c = channel<string>();
    c.push('a', 'b');
    const batches = pushBatches(c.source, { batchSize: 100, idleMs: 5 });
    expect((await batches.next()).value).toEqual(['a', 'b']);
    const next = batches.next();
    c.push('c');
    expect((await next).value).toEqual(['c']);
    await batches.return();
  });

  it('never hands over an empty batch: the idle clock starts with the first item', async () => {
    const c = channel<number>();
    const batches = pushBatches(c.source, { batchSize: 10, idleMs: 1 });
    const next = batches.next();
    // The first read is pending; the idle timer only runs once an item is in hand, so no empty batch comes out.
    await new Promise((r) => setImmediate(r));
    c.push(9);
    expect((await next).value).toEqual([9]);
    await batches.return();
  });

  it('hands over a partial batch once its first item has waited maxWaitMs, though items keep coming', async () => {
    const c = channel<number>();
    const batches = pushBatches(c.source, { batchSize: 1000, idleMs: 1000, maxWaitMs: 20 });
    const first = batches.next();
    let received = false;
    void first.then(() => (received = true));
    // An item every few milliseconds never leaves the source idle for 1000 ms; without the bound the batch would wait
    // for all 1000.
    let pushed = 0;
    while (!received && pushed < 1000) {
      c.push(pushed++);
      await new Promise((r) => setTimeout(r, 2));
    }
    const batch = (await first).value as number[];
    expect(batch.length).toBeLessThan(1000);
    expect(batch).toEqual(Array.from({ length: batch.length }, (_, i) => i));
    await batches.return();
  });

  it('reads no further while the consumer holds a batch (backpressure)', async () => {
    const c = channel<number>();
    c.push(1, 2, 3, 4, 5, 6);
    const batches = pushBatches(c.source, { batchSize: 2, idleMs: 60_000 });
    await batches.next();
    expect(c.state.reads).toBe(2);
    await batches.next();
    expect(c.state.reads).toBe(4);
    await batches.return();
  });

  it('keeps an item that arrives while a partial batch was handed over on idle', async () => {
    const c = channel<number>();
    c.push(1);
    const batches = pushBatches(c.source, { batchSize: 10, idleMs: 5 });
    expect((await batches.next()).value).toEqual([1]);
    // The read started before the idle flush is still the one that receives the next push.
    c.push(2, 3);
    const rest: number[] = [];
    while (rest.length < 2) rest.push(...((await batches.next()).value as number[]));
    expect(rest).toEqual([2, 3]);
    await batches.return();
  });

  it('hands over what it holds when the source ends, then ends', async () => {
    const c = channel<number>();
    c.push(1, 2);
    c.end();
    const batches = pushBatches(c.source, { batchSize: 10, idleMs: 60_000 });
    expect(await batches.next()).toEqual({ value: [1, 2], done: false });
    expect(await batches.next()).toEqual({ value: undefined, done: true });
  });

  it('throws a source error from the next batch pull', async () => {
    const c = channel<number>();
    const batches = pushBatches(c.source, { batchSize: 10, idleMs: 60_000 });
    const next = batches.next();
    c.fail(new Error('connection dropped'));
    await expect(next).rejects.toThrow('connection dropped');
  });

  it('returns at once when closed after an idle hand-over, with a read still pending on the source', async () => {
    const c = channel<number>();
    c.push(1);
    const batches = pushBatches(c.source, { batchSize: 10, idleMs: 5 });
    expect((await batches.next()).value).toEqual([1]);
    expect(c.state.reads).toBe(2);
    // That second read waits for a push that never comes: closing must not wait on it.
    await expect(batches.return()).resolves.toEqual({ value: undefined, done: true });
  });
});
