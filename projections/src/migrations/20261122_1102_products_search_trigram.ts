import { sql, type Kysely } from 'kysely';

// Substring search (ILIKE '%…%') on title, SKU and barcode through pg_trgm GIN indexes. PGlite does not ship the
// extension unless loaded, so the migration does nothing where it is not available (search still works, unindexed).
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ name: string }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (rows.length === 0) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of ['title', 'sku', 'barcode']) {
    await sql`create index if not exists ${sql.raw(`products_${column}_trgm`)} on products using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['title', 'sku', 'barcode']) await sql`drop index if exists ${sql.raw(`products_${column}_trgm`)}`.execute(db);
}
