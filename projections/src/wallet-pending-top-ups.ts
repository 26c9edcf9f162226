// Card top-ups requested and not yet settled (TopUpRequested without its WalletToppedUp/TopUpFailed).
import type { WalletEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const walletPendingTopUpsProjector: Projector = {
  name: 'wallet_pending_top_ups',
  tables: ['wallet_pending_top_ups'],
  handles: ['TopUpRequested', 'WalletToppedUp', 'TopUpFailed'],
  async apply(trx, stored) {
    if (!stored.streamId.startsWith('wallet-')) return;
    const event = { type: stored.type, data: stored.data } as Extract<
      WalletEvent,
      { type: 'TopUpRequested' | 'WalletToppedUp' | 'TopUpFailed' }
    >;
    if (event.type !== 'TopUpRequested') {
      await trx.deleteFrom('wallet_pending_top_ups').where('entry_id', '=', event.data.entryId).execute();
      return;
    }
    const d = event.data;
    await trx
      .insertInto('wallet_pending_top_ups')
      .values({
        entry_id: d.entryId,
        user_id: stored.streamId.slice('wallet-'.length),
        amount_cents: d.amountCents,
        card_id: d.cardId,
        idempotency_key: d.idempotencyKey,
        requested_at: d.at,
        position: stored.position,
      })
      .onConflict((oc) => oc.column('entry_id').doNothing())
      .execute();
  },
};
