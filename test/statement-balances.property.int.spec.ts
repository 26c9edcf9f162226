// Property: for random wallet histories (top-ups, spendings, refusals, failed and requested top-ups, spread over
// months with quiet months between), every month's statement balances, as the statements read model and the
// statement query derive them, equal billing's ledger replay of the events booked before the month's start and end,
// and the statement's own check (ledgerBalanceBefore) agrees with that replay too.
// It runs billing's ledger and the statements context together, so it lives outside both.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { statementMonthBounds, statementMonthOf } from '@ledgerhouse/contracts';
import { statementsProjector } from '../projections/src/statement-lines';
import { replayLedger } from '../services/src/billing/domain/wallet-ledger';
import { ledgerBalanceBefore } from '../services/src/statements/domain/ledger-balance';
import { projectedBalances } from '../services/src/statements/domain/projected-balances';
import { projectorSpec, type GivenEvent } from './support/projector-spec';

const spec = projectorSpec(statementsProjector);
const MINUTE = 60_000;

const step = fc.record({
  kind: fc.constantFrom('TOP_UP', 'SPEND', 'SPEND', 'FAILED_TOP_UP', 'REQUESTED_TOP_UP'),
  amountCents: fc.integer({ min: 1, max: 50_000 }),
  /** Up to ~45 days: some months get no line at all. */
  gapMinutes: fc.integer({ min: 0, max: 45 * 24 * 60 }),
});

/** The events the wallet decider would append: a spending the balance cannot cover is refused. */
function walletHistory(start: number, steps: { kind: string; amountCents: number; gapMinutes: number }[]): GivenEvent[] {
  let balance = 0;
  let now = start;
  return steps.map(({ kind, amountCents, gapMinutes }) => {
    now += gapMinutes * MINUTE;
    const at = new Date(now).toISOString();
    const entryId = randomUUID();
    if (kind === 'TOP_UP') {
      balance += amountCents;
      const data = { entryId, source: 'BY_STAFF', amountCents, balanceAfterCents: balance, cardId: null, comment: 'p', at };
      return { type: 'WalletToppedUp', data };
    }
    if (kind === 'FAILED_TOP_UP')
      return { type: 'TopUpFailed', data: { entryId, source: 'MANUAL_FUND', amountCents, cardId: 'c', failure: 'CARD_DECLINED', at } };
    if (kind === 'REQUESTED_TOP_UP')
      return {
        type: 'TopUpRequested',
        data: { entryId, source: 'MANUAL_FUND', amountCents, cardId: 'c', idempotencyKey: `topup-${entryId}`, at },
      };
    if (amountCents > balance)
      return { type: 'SpendingRefused', data: { entryId, purpose: 'OTHER', amountCents, balanceCents: balance, documentId: 'd', at } };
    balance -= amountCents;
    const data = { entryId, purpose: 'OTHER', amountCents, balanceAfterCents: balance, documentId: 'd', notes: 'n', reference: null, at };
    return { type: 'WalletSpent', data };
  });
}

function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = statementMonthOf(statementMonthBounds(month).end)) months.push(month);
  return months;
}

describe('statement balances', () => {
  it('equal the ledger replay at the start and end of every month', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2027, 0, 1) }),
        fc.array(step, { minLength: 1, maxLength: 40 }),
        async (start, steps) => {
          const userId = `seller-${randomUUID()}`;
          const events = walletHistory(start, steps);
          await spec.given({ [`wallet-${userId}`]: events });
          const rows = await spec.db.selectFrom('statement_months').selectAll().where('user_id', '=', userId).orderBy('month').execute();
          const ats = events.map((e) => (e.data as { at: string }).at);
          const before = (instant: Date) =>
            replayLedger(events.filter((e) => Date.parse((e.data as { at: string }).at) < instant.getTime()));
          for (const month of monthsBetween(statementMonthOf(ats[0]), statementMonthOf(ats[ats.length - 1]))) {
            const { start: opening, end: closing } = statementMonthBounds(month);
            const latest = rows.filter((r) => r.month <= month).at(-1);
            const projected = projectedBalances(latest, month);
            const ledger = { openingCents: before(opening).balanceCents, closingCents: before(closing).balanceCents };
            expect({ month, ...projected }).toEqual({ month, ...ledger });
            expect([ledgerBalanceBefore(events, opening), ledgerBalanceBefore(events, closing)]).toEqual([
              ledger.openingCents,
              ledger.closingCents,
            ]);
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});
