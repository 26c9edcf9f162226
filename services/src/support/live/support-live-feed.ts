// The one live (not checkpointed) subscription a process runs for the support sockets: it starts from the event
// store's head when the first socket authenticates, so every process sees every chat event whichever process
// appended it (PostgreSQL NOTIFY wakes it), and stops a while after the last socket left: nobody connected, no reads.
// It also passes on what ends a socket's right to stay: a session logged out or revoked, an account blocked, on
// whichever process that happened, so the socket closes then and not at its next minute's re-check.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { EventStore, GlobalPosition, StoredEvent, Subscription } from '@ledgerhouse/infra';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER } from '../../persistence/tokens';
import { CHAT_STREAM_PREFIX, SupportLiveFrames, type LiveFrames } from './support-live-frames';

/** Where the feed's news goes: the gateway. */
export interface LiveSink {
  frames(frames: LiveFrames): void;
  /** A login session ended (logout, refresh-token reuse, password change). */
  sessionEnded(sessionId: string): void;
  /** An account was blocked. */
  accountBlocked(userId: string): void;
}

const SESSION_STREAM_PREFIX = 'session-';
const USER_STREAM_PREFIX = 'user-';

/**
 * The read model a frame's receiver refetches (clients refetch on every frame, without a position): a batch's chat
 * frames go out once it has applied them, or once the read-your-writes bound has passed.
 */
const SUPPORT_READ_MODEL = 'support_chats';

/** The runner's wait, as the feed uses it. */
type ReadModelWait = Pick<ProjectionRunner, 'waitFor'>;

/** How long the subscription outlives its last socket, so a reconnecting client does not restart it. */
export const FEED_IDLE_MS = 30_000;

@Injectable()
export class SupportLiveFeed implements OnModuleDestroy {
  private readonly logger = new Logger(SupportLiveFeed.name);
  private users = 0;
  private running: Promise<Subscription> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private sink: LiveSink = { frames: () => undefined, sessionEnded: () => undefined, accountBlocked: () => undefined };

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly frames: SupportLiveFrames,
    @Inject(PROJECTION_RUNNER) private readonly readModels: ReadModelWait,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'MIN_POSITION_WAIT_MS'>,
  ) {}

  deliverTo(sink: LiveSink): void {
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
    // A frame sent before the read model has the change would have the receiver refetch the old state, and nothing
    // would tell it to refetch again (the read receipt staff waited for that never came on PostgreSQL).
    const lastChatEvent = batch.findLast((event) => event.streamId.startsWith(CHAT_STREAM_PREFIX));
    if (lastChatEvent) await this.appliedOrBound(lastChatEvent.position);
    for (const event of batch) {
      if (event.type === 'SessionEnded' && event.streamId.startsWith(SESSION_STREAM_PREFIX))
        this.sink.sessionEnded(event.streamId.slice(SESSION_STREAM_PREFIX.length));
      if (event.type === 'UserBlocked' && event.streamId.startsWith(USER_STREAM_PREFIX))
        this.sink.accountBlocked(event.streamId.slice(USER_STREAM_PREFIX.length));
      if (!event.streamId.startsWith(CHAT_STREAM_PREFIX)) continue;
      try {
        const frames = await this.frames.framesFor(event);
        if (frames) this.sink.frames(frames);
      } catch (err) {
        this.logger.warn(`support live frame for ${event.streamId}@${event.version}: ${String(err)}`);
      }
    }
  }

  private async appliedOrBound(position: GlobalPosition): Promise<void> {
    try {
      await this.readModels.waitFor(position, this.config.MIN_POSITION_WAIT_MS, [SUPPORT_READ_MODEL]);
    } catch (err) {
      this.logger.warn(`support live feed: waiting for ${SUPPORT_READ_MODEL} at ${position}: ${String(err)}`);
    }
  }
}
