// One reader of the global order per store (the pump): every subscription of this process takes its events from the
// newest part of the log, kept in memory and filled by one read per wake (an append here, a NOTIFY from another
// process, or the safety poll). Only a subscription further behind than that (catching up after a rebuild, a lease won
// late) reads the store itself. Idle, a process with forty subscribers reads the log once per long poll, not forty
// times; the short poll runs only while an event known to be committed is not visible yet (held back behind an older
// transaction that is still open), so one order costs the reads that bring its events and no more.
import { WakeableSleep } from './wakeable-sleep';
import { comparePositions, type GlobalPosition } from './position';
import type { StoredEvent } from './port';
import type { ReadAfter } from './subscription-loop';

export interface EventPumpOptions {
  /** Reads the store: the gap-free global order after a position. */
  readAll: ReadAfter;
  /** The newest position subscribers may read now (where the kept tail starts). */
  head: () => Promise<GlobalPosition | null>;
  /** New events are in the tail: wake the subscriptions. */
  onNew: () => void;
  /**
   * The read again while an event known to be committed (expect) is not visible yet: a commit held back behind an
   * older transaction shows only later, and nothing wakes the pump for it.
   */
  pollIntervalMs: number;
  /** The safety read when nothing is awaited (a lost NOTIFY); default pollIntervalMs. */
  idlePollIntervalMs?: number;
  onError?: (err: unknown) => void;
  /** Events kept in memory (default 5,000). */
  keep?: number;
}

const FETCH = 500;
/**
 * How long the pump polls short for an awaited event: past it (the append's transaction rolled back after all, or the
 * transaction holding it back runs for minutes) it falls back to the long poll.
 */
const AWAIT_LIMIT_MS = 30_000;

export class EventPump {
  private tail: StoredEvent[] = [];
  /** The tail holds every event after `start` up to `end`; undefined until the first fetch. */
  private start: GlobalPosition | null | undefined = undefined;
  private end: GlobalPosition | null = null;
  private fetching: Promise<void> | null = null;
  private again = false;
  private polling: Promise<void> | null = null;
  private stopped = false;
  private readonly pause = new WakeableSleep();
  private readonly keep: number;
  /** The newest position known to be committed (expect), and since when the pump has been waiting to see it. */
  private awaited: GlobalPosition | null = null;
  private awaitedSince = 0;
  private rearm = false;

  constructor(private readonly options: EventPumpOptions) {
    this.keep = options.keep ?? 5_000;
  }

  /** Events after `from`, at most `limit`: from the tail when `from` lies in it, else from the store. */
  async read(from: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    this.startPolling();
    if (this.start === undefined) await this.fetch();
    const start = this.start ?? null;
    if (comparePositions(from, start) < 0) return this.options.readAll(from, limit);
    if (comparePositions(from, this.end) >= 0) {
      // Ahead of the tail (a checkpoint another process moved): the next fetch brings the tail up to it.
      if (comparePositions(from, this.end) > 0) void this.fetch().catch(() => undefined);
      return [];
    }
    const first = this.indexAfter(from);
    return this.tail.slice(first, first + limit);
  }

  /**
   * Reads what came after the tail; a fetch under way is joined, and runs once more if asked for meanwhile. `committed`:
   * the position of an event known to be committed (an append here returned it, a NOTIFY announced it); until the tail
   * reaches it the pump reads again every pollIntervalMs.
   */
  fetch(committed: GlobalPosition | null = null): Promise<void> {
    if (comparePositions(committed, this.awaited) > 0) {
      if (!this.awaiting()) {
        this.rearm = true;
        this.pause.wake();
      }
      this.awaited = committed;
      this.awaitedSince = Date.now();
    }
    return this.readOnce();
  }

  /** An awaited event is not in the tail yet, and the pump has not waited for it too long. */
  private awaiting(): boolean {
    return comparePositions(this.awaited, this.end) > 0 && Date.now() - this.awaitedSince < AWAIT_LIMIT_MS;
  }

  private readOnce(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.fetching) {
      this.again = true;
      return this.fetching;
    }
    this.fetching = this.fetchUntilLevel().finally(() => (this.fetching = null));
    return this.fetching;
  }

  stop(): Promise<void> {
    this.stopped = true;
    this.pause.wake();
    return Promise.all([this.polling, this.fetching?.catch(() => undefined)]).then(() => undefined);
  }

  private async fetchUntilLevel(): Promise<void> {
    if (this.start === undefined) {
      const head = await this.options.head();
      if (this.start === undefined) [this.start, this.end] = [head, head];
    }
    do {
      this.again = false;
      const batch = await this.options.readAll(this.end, FETCH);
      if (batch.length > 0) {
        this.tail.push(...batch);
        this.end = batch[batch.length - 1].position;
        if (this.tail.length > this.keep) {
          const dropped = this.tail.splice(0, this.tail.length - this.keep);
          this.start = dropped[dropped.length - 1].position;
        }
        this.options.onNew();
      }
      if (batch.length === FETCH) this.again = true;
    } while (this.again && !this.stopped);
  }

  /** The first index whose event lies after `from` (the tail is in global order). */
  private indexAfter(from: GlobalPosition | null): number {
    let low = 0;
    let high = this.tail.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (comparePositions(this.tail[mid].position, from) <= 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private startPolling(): void {
    this.polling ??= (async () => {
      while (!this.stopped) {
        const pause = this.awaiting() ? this.options.pollIntervalMs : (this.options.idlePollIntervalMs ?? this.options.pollIntervalMs);
        await this.pause.sleep(pause, this.stopped);
        if (this.stopped) return;
        // Woken from a long pause because something is awaited now: the fetch reads; the pause restarts short.
        if (this.rearm) {
          this.rearm = false;
          continue;
        }
        await this.readOnce().catch((err) => this.options.onError?.(err));
      }
    })();
  }
}
