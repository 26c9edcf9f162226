// The statements' ledger check starts from the last month boundary it folded before (decision 0044).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statement_ledger_checkpoints')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('boundary', 'timestamptz', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_ledger_checkpoints_pk', ['user_id', 'boundary'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_ledger_checkpoints').execute();
}
