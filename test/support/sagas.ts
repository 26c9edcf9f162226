// Waits until the sagas and the projections have handled every committed event, including what the sagas' own
// commands added. On a PostgreSQL server the store's head lags behind commits while any older transaction on the server
// is still open (the gap-free rule), so the newest committed event is read from the events table itself.
import type { GlobalPosition } from '../../infra/src';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { newestCommitted } from './newest-committed';
import type { TestApp } from './test-app';

async function newestOf(app: TestApp): Promise<GlobalPosition | null> {
  // PGlite runs one transaction at a time, so nothing is ever held back there.
  if (app.kind === 'pglite') return app.running.persistence.store.headPosition();
  return newestCommitted(app.running.persistence.sql);
}

/**
 * A hang guard, not a speed goal: on a loaded CI runner 200 concurrent orders took the order-stock saga over 15 s, and
 * over 45 s beside a multi-process file on the other jest worker.
 */
const SETTLE_LIMIT_MS = 150_000;

export async function sagasSettled(app: TestApp): Promise<void> {
  const sagas = app.running.app.get(SagaRunnerService);
  for (let round = 0; round < 50; round++) {
    const newest = await newestOf(app);
    if (!newest) return;
    if (!(await sagas.waitFor(newest, SETTLE_LIMIT_MS)))
      throw new Error(`sagas did not reach ${newest}: ${JSON.stringify(sagas.snapshot())}`);
    if (!(await app.running.runner.waitFor(newest, SETTLE_LIMIT_MS))) throw new Error(`projections did not reach ${newest}`);
    if ((await newestOf(app)) === newest) return;
  }
  throw new Error('sagas kept adding events');
}
