// The relay's stored checkpoint never moves back: a holder still relaying older batches beside a newer one (an overlap
// after a network partition) leaves the newer position in place. Positions compare by their numbers, not as text.
import type { Kysely } from 'kysely';
import { createKysely, infraMigrations, migrateToLatest, type GlobalPosition } from '@ledgerhouse/infra';
import { ensureCheckpoint, readCheckpoint, readModelMigrations, saveCheckpoint } from '@ledgerhouse/projections';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database';
import { advanceRelayCheckpoint, type RelayDb } from './relay-checkpoint';

let database: TestDatabase;
let db: RelayDb;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely(database.client);
  await migrateToLatest(db as Kysely<any>, infraMigrations, readModelMigrations);
}, 60_000);
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const at = (token: string) => token as GlobalPosition;

async function checkpointNamed(name: string, position: string | null): Promise<() => Promise<string | null>> {
  await ensureCheckpoint(db, 'relay', name);
  await saveCheckpoint(db, 'relay', name, position as GlobalPosition | null);
  return () => readCheckpoint(db, 'relay', name);
}

describe('relay checkpoint', () => {
  it('moves from none, and forward', async () => {
    const stored = await checkpointNamed('forward', null);
    await advanceRelayCheckpoint(db, 'forward', at('10.2'));
    expect(await stored()).toBe('10.2');
    await advanceRelayCheckpoint(db, 'forward', at('10.3'));
    expect(await stored()).toBe('10.3');
    await advanceRelayCheckpoint(db, 'forward', at('11.0'));
    expect(await stored()).toBe('11.0');
  });

  it('is not moved back by an older position (a second holder still relaying older batches)', async () => {
    const stored = await checkpointNamed('overlap', '10.2');
    await advanceRelayCheckpoint(db, 'overlap', at('9.5'));
    expect(await stored()).toBe('10.2');
    await advanceRelayCheckpoint(db, 'overlap', at('10.1'));
    expect(await stored()).toBe('10.2');
    await advanceRelayCheckpoint(db, 'overlap', at('10.2'));
    expect(await stored()).toBe('10.2');
  });

  it('compares positions by their numbers, not as text', async () => {
    const stored = await checkpointNamed('numbers', '9.5');
    await advanceRelayCheckpoint(db, 'numbers', at('10.2'));
    expect(await stored()).toBe('10.2');
    await advanceRelayCheckpoint(db, 'numbers', at('7.100'));
    expect(await stored()).toBe('10.2');
    await advanceRelayCheckpoint(db, 'numbers', at('10.100'));
    expect(await stored()).toBe('10.100');
  });
});
