// LISTEN survives the server ending its connection: the process is not brought down by the connection's 'error' event
// (a test process would fail on it as an uncaught exception), the loss is reported, and a later NOTIFY arrives again.
import { eventually } from '../../../test/support/billing';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { PgSqlClient } from './pg-client';

describe('LISTEN on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pg');
  }, 60_000);
  afterAll(async () => {
    await database.drop();
  });

  async function listenerPids(channel: string): Promise<number[]> {
    const { rows } = await database.client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and query = $1 and pid <> pg_backend_pid()',
      [`LISTEN "${channel}"`],
    );
    return rows.map((r) => r.pid);
  }

  it('listens again on a new connection after the server terminates the listening one', async () => {
    const sql = database.client as PgSqlClient;
    const channel = 'listener_test_terminated';
    const received: string[] = [];
    const errors: unknown[] = [];
    const unlisten = await sql.listen(
      channel,
      (payload) => received.push(payload),
      (err) => errors.push(err),
    );
    try {
      const [before] = await listenerPids(channel);
      expect(before).toBeDefined();

      await sql.query('select pg_terminate_backend($1)', [before]);
      await eventually(async () => expect(errors.length).toBeGreaterThan(0));
      expect((errors[0] as { code?: string }).code).toBe('57P01'); // admin_shutdown

      // Notifications sent before LISTEN is taken up again are lost; keep sending until one arrives.
      await eventually(async () => {
        await sql.query('select pg_notify($1, $2)', [channel, 'after']);
        expect(received).toContain('after');
      });
      const after = await listenerPids(channel);
      expect(after).toHaveLength(1);
      expect(after[0]).not.toBe(before);
    } finally {
      await unlisten();
    }
    expect(await listenerPids(channel)).toEqual([]);
  });
});
