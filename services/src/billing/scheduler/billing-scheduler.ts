// Runs billing's due work on start and every BILLING_SCHEDULER_INTERVAL_MS (never on its own in tests, which call
// runDueWork() after moving a ManualClock). Every step is idempotent: running twice changes nothing.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Clock, EventStore } from '@ledgerhouse/infra';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { runInRequestContext } from '../../event-sourcing/request-context';
import { APP_CONFIG, CLOCK, EVENT_STORE, PROJECTION_RUNNER } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { StorageFeeService } from '../services/storage-fee-service';
import { SubscriptionSettlement } from '../services/subscription-settlement';
import { AutoTopUpService } from '../services/auto-top-up.service';
import { TopUpRecovery } from '../services/top-up-recovery';

/** How long a run waits for the read models it picks its work from to catch up with the event store. */
const CATCH_UP_MS = 10_000;

@Injectable()
export class BillingScheduler {
  private readonly logger = new Logger('BillingScheduler');
  private timer: NodeJS.Timeout | null = null;
  private firstRun: NodeJS.Immediate | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly subscriptions: SubscriptionSettlement,
    private readonly storage: StorageFeeService,
    private readonly autoTopUps: AutoTopUpService,
    private readonly topUps: TopUpRecovery,
    work: BackgroundWork,
  ) {
    work.register({ name: 'billing-scheduler', start: async () => this.start(), stop: () => this.stop() });
  }

  /** Runs under the job's lease: on one process at a time. */
  private start(): void {
    if (this.config.NODE_ENV === 'test') return;
    // Not at once: the projectors' jobs start beside this one, and the first run waits for fresh read models anyway.
    this.firstRun = setImmediate(() => {
      this.firstRun = null;
      void this.runSafely();
    });
    if (this.config.BILLING_SCHEDULER_INTERVAL_MS > 0) {
      this.timer = setInterval(() => void this.runSafely(), this.config.BILLING_SCHEDULER_INTERVAL_MS);
      this.timer.unref();
    }
  }

  private async stop(): Promise<void> {
    // A lease lost right after it was gained: the first run must not start after the stop, without the lease.
    if (this.firstRun) clearImmediate(this.firstRun);
    this.firstRun = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One pass over everything due at the clock's now; concurrent callers share the pass in progress. */
  runDueWork(): Promise<void> {
    this.running ??= runInRequestContext({ correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' }, () =>
      this.pass(),
    ).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    const now = this.clock.now();
    await this.catchUp();
    await this.subscriptions.run(now);
    await this.storage.recordDay(now);
    await this.catchUp();
    await this.storage.chargePreviousMonth(now);
    await this.topUps.run();
    await this.autoTopUps.completePending();
    await this.catchUp();
  }

  private async runSafely(): Promise<void> {
    try {
      await this.runDueWork();
    } catch (err) {
      this.logger.error({ err }, 'Billing scheduler run failed; the next run retries');
    }
  }

  /** Work is picked from read models; wait until they have applied every event appended so far. */
  private async catchUp(): Promise<void> {
    const head = await this.store.headPosition();
    if (head) await this.runner.waitFor(head, CATCH_UP_MS);
  }
}
