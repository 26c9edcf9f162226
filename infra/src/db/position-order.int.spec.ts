// Positions stored as text tokens sort by their numbers, not their text, on PostgreSQL and PGlite.
import { sql } from 'kysely';
import { createTestDatabase } from '../../../test/support/database';
import { createKysely } from './kysely';
import { positionOrderKeys } from './position-order';

for (const kind of ['pg', 'pglite'] as const) {
  it(`orders position tokens across digit boundaries by their numbers, newest first (${kind})`, async () => {
    const database = await createTestDatabase(kind);
    const db = createKysely<{ rows: { position: string } }>(database.client);
    try {
      await sql`create table rows (position text primary key)`.execute(db);
      const tokens = ['9.5', '10.2', '7.99', '7.100', '99999.3', '100000.1', '7.9'];
      await db
        .insertInto('rows')
        .values(tokens.map((position) => ({ position })))
        .execute();
      const [major, minor] = positionOrderKeys('position');
      const rows = await db.selectFrom('rows').select('position').orderBy(major, 'desc').orderBy(minor, 'desc').execute();
      expect(rows.map((r) => r.position)).toEqual(['100000.1', '99999.3', '10.2', '9.5', '7.100', '7.99', '7.9']);
    } finally {
      // The pool belongs to the test database: dropping it closes the pool too.
      await database.drop();
    }
  }, 60_000);
}
