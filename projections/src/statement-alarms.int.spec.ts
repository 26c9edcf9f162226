// given StatementMismatchFound events / then alarm rows; rebuilt from zero alike.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { statementAlarmsProjector } from './statement-alarms';

const spec = projectorSpec(statementAlarmsProjector);
const mismatch = (userId: string, month: string, closingProjectedCents: number) => ({
  type: 'StatementMismatchFound',
  data: {
    userId,
    month,
    openingProjectedCents: 0,
    openingLedgerCents: 0,
    closingProjectedCents,
    closingLedgerCents: 500,
    at: '2026-11-28T12:00:00.000Z',
  },
});
const alarms = async (userId: string) =>
  (await spec.db.selectFrom('statement_alarms').selectAll().where('user_id', '=', userId).orderBy('position').execute()).map((a) => ({
    month: a.month,
    projected: Number(a.closing_projected_cents),
    ledger: Number(a.closing_ledger_cents),
    at: new Date(a.at).toISOString(),
  }));

describe('statement alarms projector', () => {
  it('lists every mismatch found, and rebuilds from zero to the same rows', async () => {
    const userId = newId('seller');
    await spec.given({ [`statement-alarms-${userId}`]: [mismatch(userId, '2026-10', 700), mismatch(userId, '2026-11', 900)] });
    expect(await alarms(userId)).toEqual([
      { month: '2026-10', projected: 700, ledger: 500, at: '2026-11-28T12:00:00.000Z' },
      { month: '2026-11', projected: 900, ledger: 500, at: '2026-11-28T12:00:00.000Z' },
    ]);
    await spec.expectReplayChangesNothing(() => alarms(userId));
  });
});
