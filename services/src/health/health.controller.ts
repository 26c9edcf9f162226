import { Controller, Inject } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { healthRoutes, type HealthResponse } from '@ledgerhouse/contracts';
import { comparePositions, type EventStore, type SqlClient } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import { ContractRoute } from '../http/contract-route';
import { Public } from '../identity/http/access.decorators';
import { EVENT_STORE, PROJECTION_RUNNER, READ_DB, SQL_CLIENT } from '../persistence/tokens';

/** Lag is counted in events, up to this many; beyond it the projection is simply "far behind". */
const LAG_COUNT_LIMIT = 10_000;

@Controller()
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(SQL_CLIENT) private readonly sqlClient: SqlClient,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
  ) {}

  @Public()
  @ContractRoute(healthRoutes.get)
  async get(): Promise<HealthResponse> {
    const database = await sql`select 1 as ok`.execute(this.db).then(() => true, () => false);
    const head = await this.store.headPosition().then((h) => ({ ok: true, head: h }), () => ({ ok: false, head: null }));
    const projections = await Promise.all(
      this.runner.snapshot().map(async ({ name, position }) => ({
        name,
        position,
        lag: comparePositions(position, head.head) >= 0 ? 0 : (await this.store.readAll(position, LAG_COUNT_LIMIT)).length,
      })),
    );
    return {
      status: database && head.ok ? 'ok' : 'degraded',
      eventStore: { kind: this.store.kind, ok: head.ok, head: head.head },
      database: { kind: this.sqlClient.kind === 'pg' ? 'postgres' : 'pglite', ok: database },
      projections,
    };
  }
}
