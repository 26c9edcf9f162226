// Managed stock's push to the marketplaces, within seconds of a change. The drift read model (channel_listing_sync)
// follows catalog and inventory events on its checkpointed subscription, woken by the event store's notification; this
// pusher looks at it whenever that projector applied a batch in this process, every STOCK_POLL_MS while there is work
// in hand (listings settling, pushes under way or held back), and every IDLE_POLL_MS otherwise (the projector running
// in another process; an idle process sends nothing more), for listings whose quantity differs from the last one
// pushed, and pushes each
// channel's due listings at once when they did not change between two looks (at most SETTLE_MAX_MS after they were
// first seen due): a burst of changes is coalesced and only the latest quantity goes.
// A channel's push runs alone; other channels do not wait for it. After a push it waits for the drift table to show
// the ChannelStockPushed events, so nothing is pushed twice. Rate limits and unavailability hold the channel back
// (retry-after or doubling back-off) and leave its listings due, so the latest quantity lands when it may.
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { Clock } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, PROJECTION_RUNNER, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway } from './import-gateway';
import { backoffAfter, pushChannelStock, type ChannelPushDeps } from './stock-channel-push';
import { dueListings, type DueListing } from './stock-due';

/** How often the pusher looks for due listings while it has work in hand (the 5 s goal: this, plus the projection's lag, plus the push). */
export const STOCK_POLL_MS = 200;
/** How often it looks when idle, for changes the projector applied in another process. */
const IDLE_POLL_MS = 3_000;
/** The longest a channel's push waits for its due listings to stop changing. */
const SETTLE_MAX_MS = 1_000;
/** How long a push waits for the drift table to show what it recorded. */
const CATCH_UP_MS = 10_000;

interface Hold {
  until: number;
  failures: number;
}

@Injectable()
export class StockPusher {
  private readonly logger = new Logger('StockPush');
  private readonly busy = new Map<string, Promise<void>>();
  private readonly holds = new Map<string, Hold>();
  /** Re-pushes asked for by the seller: channelId → productIds, pushed even when in sync, without compare-and-set. */
  private readonly forced = new Map<string, Set<string>>();
  /** Channels seen due and not pushed yet: since when, and what was due at the last look. */
  private readonly settling = new Map<string, { since: number; fingerprint: string }>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private unwatch: (() => void) | null = null;
  /** The last look found due listings. */
  private foundDue = false;
  private lookAgain = false;
  private looking: Promise<void> | null = null;
  private readonly deps: ChannelPushDeps;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(COMMAND_DEPS) commandDeps: CommandDeps,
    @Inject(CLOCK) clock: Clock,
    @Inject(CHANNEL_SYNC_GATEWAY) channels: ChannelSyncGateway,
    // Absent when the benchmark builds the pusher by hand and starts it itself.
    @Optional() work?: BackgroundWork,
  ) {
    this.deps = { store: commandDeps.store, queue: commandDeps.queue, channels, now: () => clock.now() };
    if (config.SAGAS_ENABLED) work?.register({ name: 'channel-stock-pusher', start: async () => this.start(), stop: () => this.stop() });
  }

  /** Runs under the job's lease: on one process at a time. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unwatch = this.runner.onApplied('channel_listing_sync', () => void this.lookNow());
    this.schedule();
  }

  private schedule(): void {
    const inHand =
      this.lookAgain || this.foundDue || this.settling.size > 0 || this.busy.size > 0 || this.holds.size > 0 || this.forced.size > 0;
    if (this.timer) clearTimeout(this.timer);
    const again = this.lookAgain;
    this.lookAgain = false;
    this.timer = setTimeout(() => void this.lookNow(), again ? 0 : inHand ? STOCK_POLL_MS : IDLE_POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.started = false;
    this.unwatch?.();
    this.unwatch = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.looking;
    await Promise.all(this.busy.values());
  }

  /** The seller's re-push: this listing goes out on the next look, in sync or not, overwriting the marketplace's quantity. */
  repush(channelId: string, productId: string): void {
    const products = this.forced.get(channelId) ?? new Set<string>();
    products.add(productId);
    this.forced.set(channelId, products);
    this.holds.delete(channelId);
    void this.lookNow();
  }

  /** One look at the due listings, starting a push for every channel not pushing or held back (tests call it too); none while stopped. */
  lookNow(): Promise<void> {
    if (!this.started) return Promise.resolve();
    // Asked while a look is under way (that look may have read before the change): another follows it at once.
    if (this.looking) this.lookAgain = true;
    this.looking ??= this.look()
      .catch((err: unknown) => this.logger.error({ err }, 'Looking for due stock pushes failed; the next look retries'))
      .finally(() => {
        this.looking = null;
        // The next look: soon while there is work in hand, else the idle poll (a wake may come first).
        if (this.started) this.schedule();
      });
    return this.looking;
  }

  /** Resolves when no channel push is running (tests and the benchmark). */
  async idle(): Promise<void> {
    while (this.busy.size > 0 || this.looking) await Promise.all([this.looking, ...this.busy.values()]);
  }

  private async look(): Promise<void> {
    const now = Date.now();
    const held = [...this.holds].filter(([, h]) => h.until > now).map(([id]) => id);
    const forced = [...this.forced].flatMap(([channelId, ids]) => [...ids].map((productId) => ({ channelId, productId })));
    const due = await dueListings(this.db, [...held, ...this.busy.keys()], forced);
    const byChannel = new Map<string, DueListing[]>();
    for (const listing of due) byChannel.set(listing.channelId, [...(byChannel.get(listing.channelId) ?? []), listing]);
    this.foundDue = byChannel.size > 0;
    for (const [channelId, listings] of byChannel) {
      if (!this.settled(channelId, listings, now)) continue;
      const push = this.push(channelId, listings).finally(() => this.busy.delete(channelId));
      this.busy.set(channelId, push);
    }
  }

  /**
   * Coalescing: a channel's due listings go out once they stopped changing between two looks, or SETTLE_MAX_MS after
   * they were first seen due while changes keep coming; a seller's re-push goes at once.
   */
  private settled(channelId: string, listings: readonly DueListing[], now: number): boolean {
    if (this.forced.has(channelId)) {
      this.settling.delete(channelId);
      return true;
    }
    const fingerprint = listings.map((l) => `${l.productId}:${l.quantity}`).join(',');
    const seen = this.settling.get(channelId);
    if (seen && (seen.fingerprint === fingerprint || now - seen.since >= SETTLE_MAX_MS)) {
      this.settling.delete(channelId);
      return true;
    }
    this.settling.set(channelId, { since: seen?.since ?? now, fingerprint });
    return false;
  }

  private async push(channelId: string, listings: DueListing[]): Promise<void> {
    const forced = this.forced.get(channelId) ?? new Set<string>();
    this.forced.delete(channelId);
    const failures = this.holds.get(channelId)?.failures ?? 0;
    try {
      const outcome = await pushChannelStock(this.deps, channelId, listings, forced, failures);
      if (outcome.retryInMs === null) this.holds.delete(channelId);
      else this.holds.set(channelId, { until: Date.now() + outcome.retryInMs, failures: failures + 1 });
      if (outcome.retryInMs !== null) this.keepForced(channelId, forced);
      if (outcome.position) await this.runner.waitFor(outcome.position, CATCH_UP_MS, ['channel_listing_sync']);
    } catch (err) {
      this.keepForced(channelId, forced);
      this.holds.set(channelId, { until: Date.now() + backoffAfter(failures + 1), failures: failures + 1 });
      this.logger.warn({ err, channelId }, 'Stock push failed; retrying after a back-off');
    }
  }

  private keepForced(channelId: string, products: ReadonlySet<string>): void {
    if (products.size === 0) return;
    const kept = this.forced.get(channelId) ?? new Set<string>();
    for (const id of products) kept.add(id);
    this.forced.set(channelId, kept);
  }
}
