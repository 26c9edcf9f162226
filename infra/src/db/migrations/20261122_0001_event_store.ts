import { sql, type Kysely } from 'kysely';
import { EVENT_STORE_DDL } from '../../event-store/postgres-schema';

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of EVENT_STORE_DDL) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists events`.execute(db);
}
