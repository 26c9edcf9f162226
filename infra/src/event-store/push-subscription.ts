// One subscriber on a server-push feed: gather pushed events into batches, hand each over, advance only when the handler
// succeeded (retrying the same batch with back-off), and subscribe again from the last handled position when the feed drops.
import { WakeableSleep } from './wakeable-sleep';
import { pushBatches } from './push-batches';
import { comparePositions, type GlobalPosition } from './position';
import type { BatchHandler, StoredEvent, SubscribeOptions, Subscription } from './port';

/** A live feed of the events after a position; `close` ends it (and settles a read waiting on it), more than once safely. */
export interface PushFeed {
  events: AsyncIterable<StoredEvent>;
  close(): Promise<void>;
}

export type OpenFeed = (after: GlobalPosition | null) => PushFeed;

export interface PushSubscriptionOptions extends SubscribeOptions {
  /** A partial batch is handed over once the feed has been quiet this long, or its first event has waited maxWaitMs. */
  idleMs: number;
  maxWaitMs?: number;
}

const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2000;

export class PushSubscription implements Subscription {
  private stopped = false;
  private feed: PushFeed | null = null;
  private readonly pause = new WakeableSleep();
  private readonly done: Promise<void>;

  constructor(
    private readonly openFeed: OpenFeed,
    private position: GlobalPosition | null,
    private readonly handler: BatchHandler,
    private readonly options: PushSubscriptionOptions,
    private readonly onStopped: (subscription: PushSubscription) => void,
  ) {
    this.done = this.run();
  }

  /** Waits for the batch under way; ends the feed so a read waiting for the next push returns at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.pause.wake();
    void this.feed?.close().catch(() => undefined);
    await this.done;
    this.onStopped(this);
  }

  private async run(): Promise<void> {
    let backoff = MIN_BACKOFF_MS;
    while (!this.stopped) {
      const feed = (this.feed = this.openFeed(this.position));
      try {
        const batches = pushBatches(after(feed.events, this.position), {
          batchSize: this.options.batchSize ?? 500,
          idleMs: this.options.idleMs,
          maxWaitMs: this.options.maxWaitMs,
        });
        for await (const batch of batches) {
          if (this.stopped) break;
          await this.deliver(batch);
          if (this.stopped) break;
          backoff = MIN_BACKOFF_MS;
        }
        // Ended by the server (shutdown, leader change) or by stop(): subscribe again unless stopping.
      } catch (err) {
        if (!this.stopped) this.options.onError?.(err);
      } finally {
        this.feed = null;
        await feed.close().catch(() => undefined);
      }
      if (this.stopped) return;
      await this.sleep(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }

  /** The same batch until the handler takes it (the feed waits meanwhile: it is not read), or until stop(). */
  private async deliver(batch: StoredEvent[]): Promise<void> {
    let backoff = MIN_BACKOFF_MS;
    for (;;) {
      try {
        await this.handler(batch);
        this.position = batch[batch.length - 1].position;
        return;
      } catch (err) {
        this.options.onError?.(err);
        await this.sleep(backoff);
        if (this.stopped) return;
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.pause.sleep(ms, this.stopped);
  }
}

/** A feed opened at a position may start with the event at it (EventStoreDB reads include their start): skip to after. */
async function* after(events: AsyncIterable<StoredEvent>, from: GlobalPosition | null): AsyncGenerator<StoredEvent> {
  for await (const event of events) {
    if (comparePositions(event.position, from) > 0) yield event;
  }
}
