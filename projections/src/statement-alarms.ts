// The statement_alarms read model: every StatementMismatchFound, listed to staff in the admin area.
import type { StatementEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const statementAlarmsProjector: Projector = {
  name: 'statement_alarms',
  tables: ['statement_alarms'],
  handles: ['StatementMismatchFound'],
  async apply(trx, stored) {
    const { data } = { type: stored.type, data: stored.data } as StatementEvent;
    await trx
      .insertInto('statement_alarms')
      .values({
        position: stored.position,
        user_id: data.userId,
        month: data.month,
        opening_projected_cents: data.openingProjectedCents,
        opening_ledger_cents: data.openingLedgerCents,
        closing_projected_cents: data.closingProjectedCents,
        closing_ledger_cents: data.closingLedgerCents,
        at: data.at,
      })
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  },
};
