import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

/** Units of every product in one bin, as the stock-by-bin read model has them. */
export async function unitsInBin(db: Kysely<ReadModelDatabase>, code: string): Promise<number> {
  const row = await db
    .selectFrom('stock_by_bin')
    .select(sql<string>`coalesce(sum(quantity), 0)`.as('units'))
    .where('location_code', '=', code)
    .executeTakeFirstOrThrow();
  return Number(row.units);
}
