import { Kysely, PostgresDialect } from 'kysely';
import { PgSqlClient } from './pg-client';
import { PgliteSqlClient } from './pglite-client';
import { PgliteDialect } from './pglite-dialect';
import type { SqlClient } from './sql-client';

/** One kysely instance over the same database the event store uses (pg pool or PGlite). */
export function createKysely<DB>(client: SqlClient): Kysely<DB> {
  if (client instanceof PgSqlClient) return new Kysely<DB>({ dialect: new PostgresDialect({ pool: client.pool }) });
  if (client instanceof PgliteSqlClient) return new Kysely<DB>({ dialect: new PgliteDialect(client) });
  throw new Error(`No kysely dialect for SQL client kind ${client.kind}`);
}
