// Waits for stored checkpoints (projectors or sagas another process runs) to reach a position: one shared read of the
// checkpoint table per wake-up, however many requests wait. Woken by the NOTIFY the runner sends with each batch, with
// a short poll as the fallback (a missed notification, a listener that could not be opened).
import { comparePositions, TimedWaiters, type GlobalPosition } from '@ledgerhouse/infra';

export interface CheckpointWatchOptions {
  /** Every checkpoint by name, as stored now. */
  read: () => Promise<Map<string, GlobalPosition | null>>;
  /** Subscribes to the wake-up notifications; returns the unsubscribe. Not given: polling alone. */
  listen?: (onNotify: () => void) => Promise<() => Promise<void>>;
  pollMs?: number;
  onError?: (err: unknown) => void;
}

interface Wait {
  target: GlobalPosition;
  names: readonly string[];
}

export class CheckpointWatch {
  private readonly waiters = new TimedWaiters<Wait>();
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private unlisten: Promise<(() => Promise<void>) | null> | null = null;
  private stopped = false;

  constructor(private readonly options: CheckpointWatchOptions) {}

  /** Resolves true once every named checkpoint is at or past `target`, false after `timeoutMs`. */
  waitFor(target: GlobalPosition, timeoutMs: number, names: readonly string[]): Promise<boolean> {
    // Stopped (the app is closing): a new LISTEN now would hold a connection nobody closes, and the pool with it.
    if (this.stopped) return Promise.resolve(false);
    this.unlisten ??= this.options.listen
      ? this.options
          .listen(() => this.waiters.size > 0 && this.wake())
          .catch((err: unknown) => {
            this.options.onError?.(err);
            return null;
          })
      : Promise.resolve(null);
    const caughtUp = this.waiters.wait({ target, names }, timeoutMs);
    this.wake();
    return caughtUp;
  }

  /** Reads the checkpoints now, or once more after the read under way (it may have started before the wake-up). */
  private wake(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = this.check().finally(() => {
      this.reading = null;
      if (this.readAgain) {
        this.readAgain = false;
        this.wake();
      }
    });
  }

  private async check(): Promise<void> {
    try {
      const positions = await this.options.read();
      this.waiters.release((wait) => wait.names.every((name) => comparePositions(positions.get(name) ?? null, wait.target) >= 0));
    } catch (err) {
      this.options.onError?.(err);
    }
    if (this.waiters.size > 0 && !this.poll)
      this.poll = setTimeout(() => {
        this.poll = null;
        if (this.waiters.size > 0) this.wake();
      }, this.options.pollMs ?? 100);
  }

  /** Waits again after a stop (its runner started again). */
  resume(): void {
    this.stopped = false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearTimeout(this.poll);
    this.poll = null;
    this.waiters.cancelAll();
    const unlisten = await this.unlisten;
    this.unlisten = null;
    await unlisten?.();
  }
}
