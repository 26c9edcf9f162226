// One subscriber: read after its last position, hand the batch over, advance only when the handler succeeded.
import { WakeableSleep } from './wakeable-sleep';
import type { GlobalPosition } from './position';
import type { BatchHandler, StoredEvent, Subscription, SubscribeOptions } from './port';

export type ReadAfter = (from: GlobalPosition | null, limit: number) => Promise<StoredEvent[]>;

const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 2000;

export class SubscriptionLoop implements Subscription {
  private stopped = false;
  private pending = false;
  private readonly pause = new WakeableSleep();
  private readonly done: Promise<void>;

  constructor(
    private readonly readAfter: ReadAfter,
    private position: GlobalPosition | null,
    private readonly handler: BatchHandler,
    private readonly options: SubscribeOptions & { pollIntervalMs: number },
    private readonly onStopped: (loop: SubscriptionLoop) => void,
  ) {
    this.done = this.run();
  }

  /** New events may be visible: read again now instead of at the next poll. */
  wake(): void {
    this.pending = true;
    this.pause.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pause.wake();
    await this.done;
    this.onStopped(this);
  }

  private async run(): Promise<void> {
    let backoff = MIN_BACKOFF_MS;
    while (!this.stopped) {
      this.pending = false;
      try {
        const batch = await this.readAfter(this.position, this.options.batchSize ?? 500);
        if (batch.length === 0) {
          if (!this.pending) await this.sleep(this.options.pollIntervalMs);
          continue;
        }
        if (this.stopped) return;
        await this.handler(batch);
        this.position = batch[batch.length - 1].position;
        backoff = MIN_BACKOFF_MS;
      } catch (err) {
        this.options.onError?.(err);
        await this.sleep(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return this.pause.sleep(ms, this.stopped);
  }
}
