// Health shows how long subscribers are held back by a write transaction left open anywhere on the server.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { event, waitUntil } from '../../infra/src/event-store/event-store.contract';
import { serverUrl } from '../support/database';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

type HoldBack = { heldBackMs: number; oldestTransaction: { xid: string; ageMs: number | null; state: string | null } | null };

async function holdBack(): Promise<HoldBack> {
  const res = await api(app, 'GET', '/api/health');
  expect(res.status).toBe(200);
  return res.body.eventStore.holdBack;
}

const appendSomething = () => app.running.persistence.store.append(`hold-back-${randomUUID()}`, [event('Probe', {})], 0);

describe('health: subscribers held back by an open transaction', () => {
  it('reports how long subscribers are held back and the age of the open transaction holding them (none on PGlite)', async () => {
    if (app.kind === 'pglite') {
      await appendSomething();
      expect(await holdBack()).toEqual({ heldBackMs: 0, oldestTransaction: null });
      return;
    }
    // Another database on the same server: pg_snapshot_xmin is server-wide.
    const other = new Client({ connectionString: (await serverUrl()) ?? undefined });
    await other.connect();
    try {
      await other.query('begin');
      const { rows } = await other.query<{ xid: string }>('select pg_current_xact_id()::text as xid');
      const openedAt = Date.now();
      await appendSomething();
      let seen: HoldBack | null = null;
      await waitUntil(
        () => (seen?.heldBackMs ?? 0) >= 200,
        10_000,
        'a hold-back of 200 ms',
        async () => {
          seen = await holdBack();
        },
      );
      const held = seen as unknown as HoldBack;
      const askedAfter = Date.now() - openedAt;
      expect(held.oldestTransaction).not.toBeNull();
      // Ours, or one older still: its id is not newer than ours and it has been open at least as long.
      expect(BigInt(held.oldestTransaction!.xid)).toBeLessThanOrEqual(BigInt(rows[0].xid));
      expect(held.oldestTransaction!.ageMs).toBeGreaterThanOrEqual(held.heldBackMs - 50);
      expect(held.heldBackMs).toBeLessThanOrEqual(askedAfter + 50);
    } finally {
      await other.query('rollback').catch(() => undefined);
      await other.end();
    }
    let after: HoldBack | null = null;
    await waitUntil(
      () => after?.heldBackMs === 0,
      20_000,
      'the hold-back to end with the transaction',
      async () => {
        after = await holdBack();
      },
    );
  });
});
