// The one live (not checkpointed) subscription a process runs for the support sockets: it starts from the event
// store's head when the first socket authenticates, so every process sees every chat event whichever process
// appended it (PostgreSQL NOTIFY wakes it), and stops a while after the last socket left: nobody connected, no reads.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore, StoredEvent, Subscription } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../../persistence/tokens';
import { CHAT_STREAM_PREFIX, SupportLiveFrames, type LiveFrames } from './support-live-frames';

/** How long the subscription outlives its last socket, so a reconnecting client does not restart it. */
export const FEED_IDLE_MS = 30_000;

@Injectable()
export class SupportLiveFeed implements OnModuleDestroy {
  private readonly logger = new Logger(SupportLiveFeed.name);
  private users = 0;
  private running: Promise<Subscription> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private sink: (frames: LiveFrames) => void = () => undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly frames: SupportLiveFrames,
  ) {}

  deliverTo(sink: (frames: LiveFrames) => void): void {
    this.sink = sink;
  }

  /** A socket joined: resolves once every event appended from now on will reach the sink. Pair with release(). */
  async acquire(): Promise<void> {
    this.users++;
    this.cancelIdleStop();
    this.running ??= this.start();
    await this.running;
  }

  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0 || this.idleTimer) return;
    this.idleTimer = setTimeout(() => void this.stop(), FEED_IDLE_MS);
    this.idleTimer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    this.cancelIdleStop();
    await this.stop();
  }

  private async start(): Promise<Subscription> {
    try {
      const head = await this.store.headPosition();
      return this.store.subscribe(head, (batch) => this.deliver(batch), {
        onError: (err) => this.logger.warn(`support live feed: ${String(err)}`),
        wakeFirst: true,
      });
    } catch (err) {
      this.running = null;
      throw err;
    }
  }

  private async stop(): Promise<void> {
    this.idleTimer = null;
    const running = this.running;
    this.running = null;
    if (running) await (await running.catch(() => null))?.stop();
  }

  private cancelIdleStop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /** Never throws: a live frame that cannot be built is dropped (clients refetch), not retried in a loop. */
  private async deliver(batch: StoredEvent[]): Promise<void> {
    for (const event of batch) {
      if (!event.streamId.startsWith(CHAT_STREAM_PREFIX)) continue;
      try {
        const frames = await this.frames.framesFor(event);
        if (frames) this.sink(frames);
      } catch (err) {
        this.logger.warn(`support live frame for ${event.streamId}@${event.version}: ${String(err)}`);
      }
    }
  }
}
