// given events / then rows for the wallet_pending_top_ups read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { walletPendingTopUpsProjector } from './wallet-pending-top-ups';

const spec = projectorSpec(walletPendingTopUpsProjector);
const at = '2026-11-22T10:00:00.000Z';
const requested = (entryId: string) => ({
  type: 'TopUpRequested',
  data: { entryId, source: 'MANUAL_FUND', amountCents: 700, cardId: 'c-1', idempotencyKey: `key-${entryId}`, at },
});
const settled = (entryId: string) => ({
  type: 'WalletToppedUp',
  data: { entryId, source: 'MANUAL_FUND', amountCents: 700, balanceAfterCents: 700, cardId: 'c-1', paymentId: 'p', comment: null, at },
});
const failed = (entryId: string) => ({
  type: 'TopUpFailed',
  data: { entryId, source: 'MANUAL_FUND', amountCents: 700, cardId: 'c-1', paymentId: null, failure: 'CARD_DECLINED', at },
});
const pending = async (userId: string) =>
  (
    await spec.db
      .selectFrom('wallet_pending_top_ups')
      .select(['entry_id', 'amount_cents', 'card_id', 'idempotency_key'])
      .where('user_id', '=', userId)
      .orderBy('entry_id')
      .execute()
  ).map((r) => ({
    ...r,
    amount_cents: Number(r.amount_cents),
  }));

describe('wallet_pending_top_ups projector', () => {
  it('lists a requested card top-up until it succeeds or fails', async () => {
    const user = newId('seller');
    await spec.given({ [`wallet-${user}`]: [requested(`${user}-m-1`), requested(`${user}-m-2`), requested(`${user}-m-3`)] });
    expect(await pending(user)).toEqual([
      { entry_id: `${user}-m-1`, amount_cents: 700, card_id: 'c-1', idempotency_key: `key-${user}-m-1` },
      { entry_id: `${user}-m-2`, amount_cents: 700, card_id: 'c-1', idempotency_key: `key-${user}-m-2` },
      { entry_id: `${user}-m-3`, amount_cents: 700, card_id: 'c-1', idempotency_key: `key-${user}-m-3` },
    ]);
    await spec.given({ [`wallet-${user}`]: [settled(`${user}-m-1`), failed(`${user}-m-2`)] });
    expect((await pending(user)).map((r) => r.entry_id)).toEqual([`${user}-m-3`]);
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({ [`wallet-${user}`]: [requested(`${user}-1`), requested(`${user}-2`), settled(`${user}-1`)] });
    await spec.expectReplayChangesNothing(() => pending(user));
  });
});
