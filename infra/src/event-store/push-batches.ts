// Turns a pushed stream of items into batches: full at `batchSize`, or whatever has arrived once the stream is idle.
export interface PushBatchOptions {
  batchSize: number;
  /** A partial batch is handed over after the source has been quiet this long. */
  idleMs: number;
  /**
   * ...or once its first item has waited this long, so a steady trickle (an item every idleMs or less) is not held until
   * the batch is full. Default: 5 × idleMs.
   */
  maxWaitMs?: number;
}

const IDLE = Symbol('idle');

/**
 * Pulls from `source` only while the caller pulls batches, so a slow consumer holds the source back (backpressure)
 * instead of buffering without bound. A source error is thrown from the next batch pull; items gathered since the
 * last batch are dropped with it, because the caller re-reads from its last handled position anyway.
 */
export async function* pushBatches<T>(source: AsyncIterable<T>, options: PushBatchOptions): AsyncGenerator<T[], void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  const maxWaitMs = options.maxWaitMs ?? options.idleMs * 5;
  let pending: Promise<IteratorResult<T>> | null = null;
  let batch: T[] = [];
  let firstAt = 0;
  try {
    for (;;) {
      pending ??= iterator.next();
      const wait = Math.max(0, Math.min(options.idleMs, firstAt + maxWaitMs - Date.now()));
      const next = batch.length === 0 ? await pending : await idleRace(pending, wait);
      if (next === IDLE) {
        // The read still pending stays pending: the next loop awaits the same promise, so no item is lost.
        yield take();
        continue;
      }
      pending = null;
      if (next.done) {
        if (batch.length > 0) yield take();
        return;
      }
      if (batch.length === 0) firstAt = Date.now();
      batch.push(next.value);
      if (batch.length >= options.batchSize) yield take();
    }
  } finally {
    // Closing while a read waits: the owner ends the source (unsubscribes), which settles that read; never wait on it
    // here, and keep its rejection from surfacing as unhandled.
    pending?.catch(() => undefined);
    if (iterator.return) Promise.resolve(iterator.return()).catch(() => undefined);
  }

  function take(): T[] {
    const out = batch;
    batch = [];
    return out;
  }
}

function idleRace<T>(pending: Promise<T>, ms: number): Promise<T | typeof IDLE> {
  let timer: NodeJS.Timeout | undefined;
  const idle = new Promise<typeof IDLE>((resolve) => {
    timer = setTimeout(() => resolve(IDLE), ms);
  });
  return Promise.race([pending, idle]).finally(() => clearTimeout(timer));
}
