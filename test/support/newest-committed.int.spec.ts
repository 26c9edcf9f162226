// The settle checks' "newest committed event" follows the numeric global order, also across a power of ten in the
// transaction ids (text order put tx 9999 after 10000, and the checks returned before the work was done).
import { toPosition } from '../../infra/src';
import { createTestDatabase, type TestDatabase } from './database';
import { newestCommitted } from './newest-committed';

let database: TestDatabase;

beforeAll(async () => {
  // Cloned from the migrated template: the events table is there.
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('answers the event of the highest transaction id, not the highest in text order', async () => {
  const append = (tx: string, stream: string) =>
    database.client.query<{ position: string }>(
      `insert into events (stream_id, version, type, data, metadata, tx) values ($1, 1, 'Probed', '{}', '{}', $2::xid8)
       returning position::text as position`,
      [stream, tx],
    );
  const newer = await append('10000', 'probe-newer');
  await append('9999', 'probe-older');
  expect(await newestCommitted(database.client)).toBe(toPosition('10000', newer.rows[0].position));
});
