// A statement_lines row as the API shows it.
import type { SpendingPurpose, StatementLineView, TopUpSource } from '@ledgerhouse/contracts';
import type { StatementLineRow } from '@ledgerhouse/projections';

export const statementLineOf = (row: StatementLineRow): StatementLineView => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  kind: row.kind,
  source: row.source as TopUpSource | null,
  purpose: row.purpose as SpendingPurpose | null,
  amountCents: Number(row.amount_cents),
  balanceAfterCents: Number(row.balance_after_cents),
  documentId: row.document_id,
  reference: row.reference,
  comment: row.comment,
});
