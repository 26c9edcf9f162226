// The background runners of a process (projectors, sagas, the Kafka relay, webhooks, schedulers) register here instead
// of starting themselves. ROLE=api starts none; ROLE=all and ROLE=worker run each one under a lease (a PostgreSQL
// advisory lock per job name on one connection of this process), so one process at a time runs a job, and when that
// process or its connection dies another takes the job over within LEASE_RETRY_MS. On PGlite (one process) every lease
// is granted at once.
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AdvisoryLeases, leaseConnector, type SqlClient } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, SQL_CLIENT } from '../persistence/tokens';

export interface BackgroundJob {
  /** Unique and stable across processes: the lease's name (e.g. `projector:orders`, `saga:order-stock`, `kafka-relay`). */
  name: string;
  start(): Promise<void>;
  /** Stops and waits for work under way; the job may be started again later (a lease regained). */
  stop(): Promise<void>;
}

@Injectable()
export class BackgroundWork implements OnApplicationShutdown {
  private readonly logger = new Logger('BackgroundWork');
  private readonly jobs = new Map<string, BackgroundJob>();
  private readonly leases: AdvisoryLeases;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SQL_CLIENT) sql: SqlClient,
  ) {
    this.leases = new AdvisoryLeases({
      // A round unanswered for a few retry periods is a lost connection (not under 5 s: a busy server is not a lost one).
      connect: leaseConnector(sql, undefined, { queryTimeoutMs: Math.max(3 * config.LEASE_RETRY_MS, 5000) }),
      retryMs: config.LEASE_RETRY_MS,
      onError: (err) => this.logger.warn(`leases: ${(err as Error)?.message ?? String(err)}`),
    });
  }

  /** True when this process runs background work at all (ROLE all or worker). */
  get runsJobs(): boolean {
    return this.config.ROLE !== 'api';
  }

  /** The jobs this process runs now (their leases), by name. */
  held(): string[] {
    return this.leases.held().sort();
  }

  /** Registers a job; call it from a provider's constructor or onModuleInit. Started under its lease with the app (start()). */
  register(job: BackgroundJob): void {
    if (this.jobs.has(job.name)) throw new Error(`background job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
    if (!this.runsJobs) return;
    this.leases.add(job.name, {
      gained: async () => {
        this.logger.log(`${job.name}: lease gained, starting`);
        await job.start();
      },
      lost: async () => {
        this.logger.log(`${job.name}: lease given up, stopping`);
        await job.stop();
      },
    });
  }

  /**
   * Competes for every job's lease once, waited for, then keeps trying. Called by createApp once the whole app has
   * bootstrapped, not from a bootstrap hook: a saga started before the command bus has registered its handlers fails.
   */
  async start(): Promise<void> {
    if (this.runsJobs) await this.leases.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.leases.stop();
  }
}
