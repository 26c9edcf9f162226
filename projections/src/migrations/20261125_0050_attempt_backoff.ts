// The per-key guessing backoff (services/src/identity/guessing/attempt-backoff.ts): one row per kind ('login',
// 'password_reset') and key (the SHA-256 of a normalized email: no address is kept), shared by every process on the
// database so spreading guesses over instances or restarting one gains nothing. Rows quiet for the kind's forget time are swept.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_backoff')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addPrimaryKeyConstraint('attempt_backoff_pk', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('attempt_backoff_sweep').on('attempt_backoff').columns(['kind', 'last_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_backoff').execute();
}
