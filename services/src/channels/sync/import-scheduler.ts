// Imports every active channel's new orders on start and every CHANNEL_IMPORT_INTERVAL_MS (60 s unless set; off in
// tests unless set), like the billing scheduler. A tick never overlaps the previous one, and skips a channel whose pass
// is still running. A channel the marketplace slowed down (RATE_LIMITED) or did not answer (UNAVAILABLE) waits: its
// Retry-After when given, else twice the interval per consecutive failure, at most 15 minutes; its status stays.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { APP_CONFIG, CLOCK } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway } from './import-gateway';
import { ImportPass } from './import-pass';

export const DEFAULT_IMPORT_INTERVAL_MS = 60_000;
const MAX_BACK_OFF_MS = 15 * 60_000;
const BACK_OFF_CODES: readonly ErrorCode[] = [ErrorCode.CHANNEL_RATE_LIMITED, ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE];

/** The interval in force: the configured one, else 60 s outside tests and never in tests. */
export const importIntervalOf = (config: Pick<AppConfig, 'NODE_ENV' | 'CHANNEL_IMPORT_INTERVAL_MS'>) =>
  config.CHANNEL_IMPORT_INTERVAL_MS ?? (config.NODE_ENV === 'test' ? 0 : DEFAULT_IMPORT_INTERVAL_MS);

@Injectable()
export class ImportScheduler {
  private readonly logger = new Logger('ChannelImportScheduler');
  private readonly interval: number;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private ticking: Promise<void> | null = null;
  private readonly backOff = new Map<string, { failures: number; until: number }>();

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CHANNEL_SYNC_GATEWAY) private readonly channels: ChannelSyncGateway,
    private readonly pass: ImportPass,
    // Absent when a unit test builds the scheduler by hand and drives its ticks itself.
    @Optional() work?: BackgroundWork,
  ) {
    this.interval = importIntervalOf(config);
    work?.register({ name: 'channel-import-scheduler', start: async () => this.start(), stop: () => this.stop() });
  }

  /** Runs under the job's lease: on one process at a time. */
  private start(): void {
    if (this.interval <= 0) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), this.interval);
    this.timer.unref();
    setImmediate(() => void this.tick());
  }

  private async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** One round over the active channels; a round asked for while one runs is that round. */
  tick(): Promise<void> {
    this.ticking ??= runInRequestContext({ correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' }, () =>
      this.round(),
    )
      .catch((err: unknown) => this.logger.error({ err }, 'Channel import round failed; the next round retries'))
      .finally(() => {
        this.ticking = null;
      });
    return this.ticking;
  }

  private async round(): Promise<void> {
    for (const channelId of await this.channels.activeChannelIds()) {
      if (this.stopped) return;
      const now = this.clock.now().getTime();
      if ((this.backOff.get(channelId)?.until ?? 0) > now || this.pass.isRunning(channelId)) continue;
      try {
        await this.pass.run(channelId);
        this.backOff.delete(channelId);
      } catch (err) {
        this.failed(channelId, err, now);
      }
    }
  }

  private failed(channelId: string, err: unknown, now: number): void {
    if (!(err instanceof DomainError) || !BACK_OFF_CODES.includes(err.code)) {
      if (!(err instanceof DomainError)) this.logger.error({ err, channelId }, 'Channel import failed; the next round retries');
      return;
    }
    const failures = (this.backOff.get(channelId)?.failures ?? 0) + 1;
    const retryAfter = typeof err.params.retryAfterMs === 'number' ? err.params.retryAfterMs : 0;
    const wait = Math.min(MAX_BACK_OFF_MS, Math.max(retryAfter, this.interval * 2 ** failures));
    this.backOff.set(channelId, { failures, until: now + wait });
    this.logger.warn({ channelId, code: err.code, waitMs: wait }, 'Channel import backs off');
  }
}
