// averageUnitsStored: each level weighted by how long it was held in the month, the level held before the month's first
// change included, a month still running counted up to now; other sellers' rows never count. The rows carry the
// integral the projector writes (projections/src/insights-stock.int.spec.ts checks it).
import { randomUUID } from 'node:crypto';
import { createKysely, infraMigrations, migrateToLatest } from '@ledgerhouse/infra';
import { readModelMigrations, type NewInsightsStockChange, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database';
import { averageUnitsStored } from './average-units-stored';

let database: TestDatabase;
let db: Kysely<ReadModelDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

let position = 0;
/** Each seller's last change and its integral, as the projector keeps them. */
const last = new Map<string, { at: number; total: number; unitSeconds: number }>();
/** The seller's total after a change at `at`. */
async function held(sellerId: string, at: string, total: number): Promise<void> {
  position += 1;
  const before = last.get(sellerId);
  const unitSeconds = before ? before.unitSeconds + (before.total * (Date.parse(at) - before.at)) / 1000 : 0;
  last.set(sellerId, { at: Date.parse(at), total, unitSeconds });
  const row: NewInsightsStockChange = {
    position: `1.${position}`,
    seller_id: sellerId,
    seq: position,
    product_id: 'p',
    at,
    cause: 'STOCK_TAKING',
    document_id: 'd',
    total_delta: 0,
    total,
    reserved: 0,
    available: total,
    seller_total: total,
    seller_reserved: 0,
    seller_available: total,
    seller_cubic_feet: 0,
    seller_unit_seconds: unitSeconds,
  };
  await db.insertInto('insights_stock_changes').values(row).execute();
}

describe('average units stored', () => {
  it('weights each level by the time it was held in each month, from the level before the month began', async () => {
    const [seller, stranger] = [randomUUID(), randomUUID()];
    await held(seller, '2026-01-20T00:00:00Z', 30); // held into April: all of February and the start of April
    await held(seller, '2026-04-16T00:00:00Z', 60); // half of April (30 days) at 30, half at 60
    await held(stranger, '2026-02-10T00:00:00Z', 1000);
    const averages = await averageUnitsStored(db, seller, ['2026-02', '2026-04', '2026-06'], new Date('2026-12-01T00:00:00Z'));
    expect(averages.get('2026-02')).toBeCloseTo(30, 6);
    expect(averages.get('2026-04')).toBeCloseTo(45, 6);
    expect(averages.get('2026-06')).toBeCloseTo(60, 6);
  });

  it('counts a month still running up to now, and a month before any stock as 0', async () => {
    const seller = randomUUID();
    await held(seller, '2026-07-01T00:00:00Z', 10);
    await held(seller, '2026-07-03T00:00:00Z', 40);
    const averages = await averageUnitsStored(db, seller, ['2026-06', '2026-07'], new Date('2026-07-05T00:00:00Z'));
    expect(averages.get('2026-06')).toBe(0);
    expect(averages.get('2026-07')).toBeCloseTo(25, 6);
  });
});
