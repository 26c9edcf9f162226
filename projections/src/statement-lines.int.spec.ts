// given wallet events / then statement lines and months, on a real event store and database; rebuilt from zero alike.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { statementsProjector } from './statement-lines';

const spec = projectorSpec(statementsProjector);
const toppedUp = (entryId: string, amountCents: number, balanceAfterCents: number, at: string, extra = {}) => ({
  type: 'WalletToppedUp',
  data: { entryId, source: 'BY_STAFF', amountCents, balanceAfterCents, cardId: null, comment: 'goodwill', at, ...extra },
});
const spent = (entryId: string, amountCents: number, balanceAfterCents: number, at: string) => ({
  type: 'WalletSpent',
  data: {
    entryId,
    purpose: 'STORAGE_FEE',
    amountCents,
    balanceAfterCents,
    documentId: `doc-${entryId}`,
    notes: null,
    reference: { kind: 'STORAGE_FEE', period: '2026-09' },
    at,
  },
});
const refused = (entryId: string, at: string) => ({
  type: 'SpendingRefused',
  data: { entryId, purpose: 'STORAGE_FEE', amountCents: 99_999, balanceCents: 0, documentId: 'doc-x', at },
});

const months = async (userId: string) =>
  (await spec.db.selectFrom('statement_months').selectAll().where('user_id', '=', userId).orderBy('month').execute()).map((m) => ({
    month: m.month,
    opening: Number(m.opening_cents),
    closing: Number(m.closing_cents),
    in: Number(m.total_in_cents),
    out: Number(m.total_out_cents),
    lines: m.lines,
  }));
const lines = async (userId: string) =>
  (await spec.db.selectFrom('statement_lines').selectAll().where('user_id', '=', userId).orderBy('version').execute()).map((l) => ({
    id: l.id,
    month: l.month,
    kind: l.kind,
    purpose: l.purpose,
    amount: Number(l.amount_cents),
    after: Number(l.balance_after_cents),
    document: l.document_id,
    reference: l.reference,
  }));

describe('statements projector', () => {
  it('puts each top-up and spending on the UTC month it was booked in, with the balances before and after each month', async () => {
    const userId = newId('seller');
    await spec.given({
      [`wallet-${userId}`]: [
        toppedUp('t1', 10_000, 10_000, '2026-09-03T10:00:00.000Z'),
        spent('s1', 2_500, 7_500, '2026-09-30T23:59:59.999Z'),
        refused('r1', '2026-10-01T00:00:00.000Z'),
        spent('s2', 500, 7_000, '2026-10-01T00:00:00.000Z'),
        toppedUp('t2', 500, 7_500, '2026-11-02T08:00:00.000Z', {
          source: 'REFUND',
          refundOf: { purpose: 'STORAGE_FEE', documentId: 'doc-s2' },
        }),
      ],
    });
    expect(await months(userId)).toEqual([
      { month: '2026-09', opening: 0, closing: 7_500, in: 10_000, out: 2_500, lines: 2 },
      { month: '2026-10', opening: 7_500, closing: 7_000, in: 0, out: 500, lines: 1 },
      { month: '2026-11', opening: 7_000, closing: 7_500, in: 500, out: 0, lines: 1 },
    ]);
    expect(await lines(userId)).toEqual([
      { id: 't1', month: '2026-09', kind: 'TOP_UP', purpose: null, amount: 10_000, after: 10_000, document: null, reference: null },
      {
        id: 's1',
        month: '2026-09',
        kind: 'SPENDING',
        purpose: 'STORAGE_FEE',
        amount: -2_500,
        after: 7_500,
        document: 'doc-s1',
        reference: { kind: 'STORAGE_FEE', period: '2026-09' },
      },
      {
        id: 's2',
        month: '2026-10',
        kind: 'SPENDING',
        purpose: 'STORAGE_FEE',
        amount: -500,
        after: 7_000,
        document: 'doc-s2',
        reference: { kind: 'STORAGE_FEE', period: '2026-09' },
      },
      {
        id: 't2',
        month: '2026-11',
        kind: 'TOP_UP',
        purpose: 'STORAGE_FEE',
        amount: 500,
        after: 7_500,
        document: 'doc-s2',
        reference: null,
      },
    ]);
  });

  it('keeps a closed month as it was when a correction is booked later: the correction is a line of its own month', async () => {
    const userId = newId('seller');
    await spec.given({ [`wallet-${userId}`]: [toppedUp('t1', 3_000, 3_000, '2026-05-10T00:00:00.000Z')] });
    const may = (await months(userId))[0];
    await spec.given({ [`wallet-${userId}`]: [spent('fix', 1_000, 2_000, '2026-06-01T09:00:00.000Z')] });
    expect(await months(userId)).toEqual([may, { month: '2026-06', opening: 3_000, closing: 2_000, in: 0, out: 1_000, lines: 1 }]);
  });

  it('ignores streams other than wallets and rebuilds from zero to the same rows', async () => {
    const userId = newId('seller');
    await spec.given({
      [`wallet-${userId}`]: [toppedUp('a', 100, 100, '2026-01-01T00:00:00.000Z'), spent('b', 40, 60, '2026-02-01T00:00:00.000Z')],
      [`other-${userId}`]: [toppedUp('c', 100, 100, '2026-01-01T00:00:00.000Z')],
    });
    expect(await spec.db.selectFrom('statement_lines').select('id').where('id', '=', 'c').execute()).toEqual([]);
    await spec.expectReplayChangesNothing(async () => ({ months: await months(userId), lines: await lines(userId) }));
  });
});
