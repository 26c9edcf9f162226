// The statements read model: every top-up and spending of a wallet as a line of the UTC month it was booked in
// (its `at`), and per seller and month the balance before the first line and after the last. Nothing is ever booked
// with a past time, so a closed month's rows never change: a correction is a new line of the month it is made in.
import { statementMonthOf, type WalletEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';
import type { StatementLinesTable } from './statement-lines.table';
import type { Insertable, Transaction } from 'kysely';

type Line = Omit<Insertable<StatementLinesTable>, 'user_id' | 'month' | 'version' | 'position'>;

function lineOf(event: WalletEvent): Line | null {
  switch (event.type) {
    case 'WalletToppedUp': {
      const d = event.data;
      return {
        id: d.entryId,
        at: d.at,
        kind: 'TOP_UP',
        source: d.source,
        purpose: d.refundOf?.purpose ?? null,
        amount_cents: d.amountCents,
        balance_after_cents: d.balanceAfterCents,
        document_id: d.refundOf?.documentId ?? null,
        reference: null,
        comment: d.comment,
      };
    }
    case 'WalletSpent': {
      const d = event.data;
      return {
        id: d.entryId,
        at: d.at,
        kind: 'SPENDING',
        source: null,
        purpose: d.purpose,
        amount_cents: -d.amountCents,
        balance_after_cents: d.balanceAfterCents,
        document_id: d.documentId,
        reference: d.reference ? JSON.stringify(d.reference) : null,
        comment: d.notes,
      };
    }
    default:
      return null;
  }
}

async function addLine(trx: Transaction<ReadModelDatabase>, userId: string, line: Line, stored: StoredEvent): Promise<void> {
  const { position, version } = stored;
  const month = statementMonthOf(line.at);
  const inserted = await trx
    .insertInto('statement_lines')
    .values({ ...line, user_id: userId, month, version, position })
    .onConflict((oc) => oc.columns(['user_id', 'id']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return; // redelivered: already counted
  const amount = Number(line.amount_cents);
  const after = Number(line.balance_after_cents);
  const moneyIn = Math.max(amount, 0);
  const moneyOut = Math.max(-amount, 0);
  await trx
    .insertInto('statement_months')
    .values({
      user_id: userId,
      month,
      opening_cents: after - amount,
      closing_cents: after,
      total_in_cents: moneyIn,
      total_out_cents: moneyOut,
      lines: 1,
      position,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'month']).doUpdateSet((eb) => ({
        closing_cents: after,
        total_in_cents: eb('statement_months.total_in_cents', '+', moneyIn),
        total_out_cents: eb('statement_months.total_out_cents', '+', moneyOut),
        lines: eb('statement_months.lines', '+', 1),
        position,
      })),
    )
    .execute();
}

export const statementsProjector: Projector = {
  name: 'statements',
  tables: ['statement_lines', 'statement_months'],
  handles: ['WalletToppedUp', 'WalletSpent'],
  async apply(trx, stored: StoredEvent) {
    if (!stored.streamId.startsWith('wallet-')) return;
    const line = lineOf({ type: stored.type, data: stored.data } as WalletEvent);
    if (line) await addLine(trx, stored.streamId.slice('wallet-'.length), line, stored);
  },
};
