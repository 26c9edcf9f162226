import { Controller, Inject } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { healthRoutes, type HealthResponse } from '@ledgerhouse/contracts';
import { comparePositions, type EventStore, type GlobalPosition, type SqlClient } from '@ledgerhouse/infra';
import { readCheckpoints, type ProjectionRunner, type ReadModelDatabase } from '@ledgerhouse/projections';
import { ContractRoute } from '../http/contract-route';
import { Public } from '../http/auth/access.decorators';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, EVENT_STORE, PROJECTION_RUNNER, READ_DB, SQL_CLIENT } from '../persistence/tokens';
import { BackgroundWork } from '../roles/background-work';
import { SagaRunnerService } from '../sagas/saga-runner.service';

/** Lag is counted in events, up to this many; beyond it the projection is simply "far behind". */
const LAG_COUNT_LIMIT = 10_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(SQL_CLIENT) private readonly sqlClient: SqlClient,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly work: BackgroundWork,
    private readonly sagaRunner: SagaRunnerService,
  ) {}

  @Public()
  @ContractRoute(healthRoutes.get)
  async get(): Promise<HealthResponse> {
    const database = await sql`select 1 as ok`.execute(this.db).then(
      () => true,
      () => false,
    );
    const head = await this.store.headPosition().then(
      (h) => ({ ok: true, head: h }),
      () => ({ ok: false, head: null }),
    );
    const holdBack = await this.store.holdBack().catch(() => null);
    // A processor running here answers from memory: its stored checkpoint moves lazily over events it does not handle.
    const stored = await readCheckpoints(this.db, 'projection').catch(() => new Map<string, GlobalPosition | null>());
    const here = this.runner.runningPositions();
    const failing = this.runner.failing();
    const projections = await Promise.all(
      this.runner.projectors.map(async ({ name }) => {
        const position = (here.has(name) ? here.get(name) : stored.get(name)) ?? null;
        const lag = comparePositions(position, head.head) >= 0 ? 0 : (await this.store.readAll(position, LAG_COUNT_LIMIT)).length;
        const failure = failing.get(name);
        return { name, position, lag, failing: failure ? { since: failure.since.toISOString(), attempts: failure.attempts } : null };
      }),
    );
    const sagas = await this.sagas(head.head).catch(() => []);
    return {
      status: database && head.ok ? 'ok' : 'degraded',
      role: this.config.ROLE,
      leases: this.work.held(),
      eventStore: { kind: this.store.kind, ok: head.ok, head: head.head, holdBack },
      database: { kind: this.sqlClient.kind === 'pg' ? 'postgres' : 'pglite', ok: database },
      projections,
      sagas,
    };
  }

  private async sagas(head: GlobalPosition | null): Promise<HealthResponse['sagas']> {
    const [checkpoints, letters] = await Promise.all([
      readCheckpoints(this.db, 'saga'),
      sql<{ saga: string; n: string }>`select saga, count(*)::text as n from saga_dead_letters group by saga`.execute(this.db),
    ]);
    const dead = new Map(letters.rows.map((r) => [r.saga, Number(r.n)]));
    const here = this.sagaRunner.runningPositions();
    return Promise.all(
      [...checkpoints].map(async ([name, position]) => {
        const at = (here.has(name) ? here.get(name) : position) ?? null;
        const lag = comparePositions(at, head) >= 0 ? 0 : (await this.store.readAll(at, LAG_COUNT_LIMIT)).length;
        return { name, position: at, lag, deadLetters: dead.get(name) ?? 0 };
      }),
    );
  }
}
