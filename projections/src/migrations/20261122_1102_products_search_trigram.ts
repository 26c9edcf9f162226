import { sql, type Kysely } from 'kysely';

// Substring search (ILIKE '%…%') over title, SKU and barcode through one pg_trgm GIN index on their concatenation
// (one index scan instead of three). The query must use the same expression: PRODUCT_SEARCH_TEXT in the catalog.
// PGlite does not ship the extension unless loaded, so the migration does nothing where it is not available.
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index if not exists products_search_trgm on products using gin ((title || ' ' || sku || ' ' || coalesce(barcode, '')) gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists products_search_trgm`.execute(db);
}
