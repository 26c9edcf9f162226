// Monthly wallet statements (statements projector) and the alarms raised when one did not equal the ledger replay
// (statement_alarms projector).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('statement_lines')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('purpose', 'text')
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after_cents', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'text')
    .addColumn('reference', 'jsonb')
    .addColumn('comment', 'text')
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_lines_pk', ['user_id', 'id'])
    .execute();
  await db.schema.createIndex('statement_lines_month').on('statement_lines').columns(['user_id', 'month', 'version']).execute();
  await db.schema
    .createTable('statement_months')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('opening_cents', 'bigint', (c) => c.notNull())
    .addColumn('closing_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_in_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_out_cents', 'bigint', (c) => c.notNull())
    .addColumn('lines', 'integer', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('statement_months_pk', ['user_id', 'month'])
    .execute();
  await db.schema.createIndex('statement_months_month').on('statement_months').columns(['month']).execute();
  await db.schema
    .createTable('statement_alarms')
    .addColumn('position', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('opening_projected_cents', 'bigint', (c) => c.notNull())
    .addColumn('opening_ledger_cents', 'bigint', (c) => c.notNull())
    .addColumn('closing_projected_cents', 'bigint', (c) => c.notNull())
    .addColumn('closing_ledger_cents', 'bigint', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('statement_alarms').execute();
  await db.schema.dropTable('statement_months').execute();
  await db.schema.dropTable('statement_lines').execute();
}
