// given events / then rows for the wallet read models (balance, top-ups, spendings), on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { walletProjector } from './wallet';

const spec = projectorSpec(walletProjector);
const at = '2026-11-22T10:00:00.000Z';
const toppedUp = (entryId: string, amountCents: number, balanceAfterCents: number, source = 'BY_STAFF') => ({
  type: 'WalletToppedUp',
  data: { entryId, source, amountCents, balanceAfterCents, cardId: null, paymentId: null, comment: 'goodwill', at },
  metadata: { userId: 'staff-1' },
});
const spent = (entryId: string, amountCents: number, balanceAfterCents: number) => ({
  type: 'WalletSpent',
  data: {
    entryId,
    purpose: 'STORAGE_FEE',
    amountCents,
    balanceAfterCents,
    documentId: `doc-${entryId}`,
    notes: null,
    reference: { kind: 'STORAGE_FEE', period: '2026-10' },
    at,
  },
});
const balance = async (userId: string) => {
  const row = await spec.db
    .selectFrom('wallet_balances')
    .select(['balance_cents', 'auto_enabled', 'auto_trigger_cents', 'pending_request_id', 'last_failure'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return (
    row && {
      ...row,
      balance_cents: Number(row.balance_cents),
      auto_trigger_cents: row.auto_trigger_cents === null ? null : Number(row.auto_trigger_cents),
    }
  );
};
const topUps = (userId: string) =>
  spec.db
    .selectFrom('wallet_top_ups')
    .select(['id', 'source', 'comment', 'actor_id'])
    .where('user_id', '=', userId)
    .orderBy('position')
    .execute();
const spendings = async (userId: string) =>
  (
    await spec.db
      .selectFrom('wallet_spendings')
      .select(['id', 'purpose', 'amount_cents', 'balance_after_cents', 'reference'])
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute()
  ).map((s) => ({
    ...s,
    amount_cents: Number(s.amount_cents),
    balance_after_cents: Number(s.balance_after_cents),
  }));

describe('wallet projector', () => {
  it('keeps the balance after each top-up and spending, and lists both with who and what for', async () => {
    const user = newId('seller');
    await spec.given({ [`wallet-${user}`]: [toppedUp(`${user}-t-1`, 1000, 1000), spent(`${user}-e-1`, 400, 600)] });
    expect(await balance(user)).toEqual({
      balance_cents: 600,
      auto_enabled: false,
      auto_trigger_cents: null,
      pending_request_id: null,
      last_failure: null,
    });
    expect(await topUps(user)).toEqual([{ id: `${user}-t-1`, source: 'BY_STAFF', comment: 'goodwill', actor_id: 'staff-1' }]);
    expect(await spendings(user)).toEqual([
      {
        id: `${user}-e-1`,
        purpose: 'STORAGE_FEE',
        amount_cents: 400,
        balance_after_cents: 600,
        reference: { kind: 'STORAGE_FEE', period: '2026-10' },
      },
    ]);
  });

  it('lists no refused spending and keeps the auto top-up settings, request and last failure', async () => {
    const user = newId('seller');
    await spec.given({
      [`wallet-${user}`]: [
        toppedUp(`${user}-t-1`, 5000, 5000),
        {
          type: 'SpendingRefused',
          data: {
            entryId: `${user}-e-9`,
            purpose: 'STORAGE_FEE',
            amountCents: 9000,
            balanceCents: 5000,
            documentId: 'd-9',
            notes: null,
            at,
          },
        },
        { type: 'AutoTopUpConfigured', data: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000, at } },
        spent(`${user}-e-1`, 2500, 2500),
        { type: 'AutoTopUpRequested', data: { requestId: 'r-1', amountCents: 10_000, balanceCents: 2500, at } },
      ],
    });
    expect(await balance(user)).toEqual({
      balance_cents: 2500,
      auto_enabled: true,
      auto_trigger_cents: 3000,
      pending_request_id: 'r-1',
      last_failure: null,
    });
    expect((await spendings(user)).map((s) => s.id)).toEqual([`${user}-e-1`]);
    await spec.given({
      [`wallet-${user}`]: [
        {
          type: 'TopUpFailed',
          data: { entryId: 'r-1', source: 'AUTO_FUND', amountCents: 10_000, cardId: 'c', paymentId: null, failure: 'CARD_DECLINED', at },
        },
      ],
    });
    expect(await balance(user)).toMatchObject({ pending_request_id: null, last_failure: 'CARD_DECLINED' });
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({
      [`wallet-${user}`]: [toppedUp(`${user}-t-1`, 1000, 1000), spent(`${user}-e-1`, 300, 700), spent(`${user}-e-2`, 200, 500)],
    });
    await spec.expectReplayChangesNothing(async () => [await balance(user), await topUps(user), await spendings(user)]);
  });
});
