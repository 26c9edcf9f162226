// The test databases themselves: PGlite's come migrated from one dump per run, each file's its own; limits fit a cold start.
import { existsSync } from 'node:fs';
import { TEMPLATE_ENV } from './jest-global-setup';
import { createTestDatabase } from './database';

describe('test databases', () => {
  it('gives a PGlite database already migrated, loaded from the run’s dump, and never shared with another caller', async () => {
    const first = await createTestDatabase('pglite');
    const second = await createTestDatabase('pglite');
    try {
      expect(existsSync(process.env[TEMPLATE_ENV]!)).toBe(true);
      const tables = await first.client.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_name in ('events', 'products', 'users')`,
      );
      expect(tables.rows.map((r) => r.name).sort()).toEqual(['events', 'products', 'users']);
      await first.client.query(`insert into events (stream_id, version, type, data, metadata) values ('only-first', 1, 'A', '{}', '{}')`);
      const seen = await second.client.query<{ n: number }>(`select count(*)::int as n from events where stream_id = 'only-first'`);
      expect(seen.rows[0].n).toBe(0);
    } finally {
      await first.drop();
      await second.drop();
    }
  });

  it('gives int and e2e tests and hooks 120 s, not jest’s 5 s (a project-level testTimeout is ignored by jest)', () => {
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('TEST_TIMEOUT_SYMBOL')]).toBe(120_000);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { projects } = require('../../jest.config.js') as { projects: { displayName: string; setupFilesAfterEnv?: string[] }[] };
    const e2e = projects.find((p) => p.displayName === 'e2e')!;
    expect(e2e.setupFilesAfterEnv).toContain('<rootDir>/test/support/slow-tier-timeout.ts');
  });
});
