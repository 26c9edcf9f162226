// given events / then rows for the product_defaults read model, on a real database.
import type { Kysely } from 'kysely';
import type { ProductDefaults } from '@ledgerhouse/contracts';
import { createKysely, infraMigrations, migrateToLatest, type StoredEvent } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../test/support/database';
import type { ReadModelDatabase } from './database';
import { readModelMigrations } from './migrations';
import { productDefaultsProjector } from './product-defaults';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
});
afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

const NONE: ProductDefaults = { countryOfOrigin: null, unitOfMeasurement: null, dimensions: null, weight: null };

function set(userId: string, version: number, defaults: Partial<ProductDefaults>): StoredEvent {
  return {
    streamId: `product-defaults-${userId}`,
    type: 'ProductDefaultsSet',
    data: { defaults: { ...NONE, ...defaults }, at: `2026-11-23T0${version}:00:00.000Z` },
    metadata: { correlationId: 'c', causationId: null, userId, impersonatorId: null, schemaVersion: 1 },
    version,
    position: `0/${version}` as StoredEvent['position'],
    recordedAt: new Date(),
  };
}

const given = (...events: StoredEvent[]) =>
  db.transaction().execute(async (trx) => {
    for (const event of events) await productDefaultsProjector.apply(trx, event);
  });
const row = (userId: string) =>
  db
    .selectFrom('product_defaults')
    .select(['country_of_origin', 'unit_of_measurement', 'dimensions', 'weight', 'version'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

describe('product_defaults projector', () => {
  it('keeps the latest defaults of each seller', async () => {
    await given(
      set('u-1', 1, { countryOfOrigin: 'DE', weight: { value: 1, unit: 'kg' } }),
      set('u-1', 2, { countryOfOrigin: 'PT' }),
      set('u-2', 1, { unitOfMeasurement: 'set' }),
    );
    expect(await row('u-1')).toEqual({ country_of_origin: 'PT', unit_of_measurement: null, dimensions: null, weight: null, version: 2 });
    expect(await row('u-2')).toMatchObject({ unit_of_measurement: 'set', version: 1 });
  });

  it('changes nothing when an event it already shows is replayed', async () => {
    const first = set('u-3', 1, { countryOfOrigin: 'DE' });
    const second = set('u-3', 2, { countryOfOrigin: 'FR', dimensions: { length: 1, width: 2, height: 3, unit: 'cm' } });
    await given(first, second);
    const shown = await row('u-3');
    await given(first);
    expect(await row('u-3')).toEqual(shown);
    await given(second);
    expect(await row('u-3')).toEqual({
      country_of_origin: 'FR',
      unit_of_measurement: null,
      dimensions: { length: 1, width: 2, height: 3, unit: 'cm' },
      weight: null,
      version: 2,
    });
  });
});
