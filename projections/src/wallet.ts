// The wallet read models: balance with auto top-up settings, top-up history, spending history.
// Refused spendings stay in the stream only: the spendings tab lists money that was actually spent.
import type { WalletEvent } from '@ledgerhouse/contracts';
import type { Updateable } from 'kysely';
import type { Projector } from './projector';
import type { WalletBalancesTable } from './wallet.table';

export const walletProjector: Projector = {
  name: 'wallet',
  tables: ['wallet_balances', 'wallet_top_ups', 'wallet_spendings'],
  handles: ['WalletToppedUp', 'TopUpFailed', 'WalletSpent', 'SpendingRefused', 'AutoTopUpConfigured', 'AutoTopUpRequested'],
  async apply(trx, stored) {
    if (!stored.streamId.startsWith('wallet-')) return;
    const userId = stored.streamId.slice('wallet-'.length);
    const event = { type: stored.type, data: stored.data } as WalletEvent;
    await trx
      .insertInto('wallet_balances')
      .values({
        user_id: userId,
        balance_cents: 0,
        auto_enabled: false,
        auto_minimum_cents: 10_000,
        auto_trigger_cents: null,
        pending_request_id: null,
        last_failure: null,
        last_failure_amount_cents: null,
        last_failure_at: null,
        position: stored.position,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    const balance = (set: Updateable<WalletBalancesTable>) =>
      trx
        .updateTable('wallet_balances')
        .set({ ...set, position: stored.position })
        .where('user_id', '=', userId)
        .execute();
    switch (event.type) {
      case 'WalletToppedUp': {
        const d = event.data;
        const auto =
          d.source === 'AUTO_FUND'
            ? { pending_request_id: null, last_failure: null, last_failure_amount_cents: null, last_failure_at: null }
            : {};
        await balance({ balance_cents: d.balanceAfterCents, ...auto });
        const actor = stored.metadata.impersonatorId ?? stored.metadata.userId;
        await trx
          .insertInto('wallet_top_ups')
          .values({
            id: d.entryId,
            user_id: userId,
            source: d.source,
            amount_cents: d.amountCents,
            balance_after_cents: d.balanceAfterCents,
            card_id: d.cardId,
            comment: d.comment,
            refund_purpose: d.refundOf?.purpose ?? null,
            refund_document_id: d.refundOf?.documentId ?? null,
            actor_id: actor,
            at: d.at,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'TopUpFailed': {
        const d = event.data;
        if (d.source === 'AUTO_FUND')
          await balance({
            pending_request_id: null,
            last_failure: d.failure,
            last_failure_amount_cents: d.amountCents,
            last_failure_at: d.at,
          });
        return;
      }
      case 'WalletSpent': {
        const d = event.data;
        await balance({ balance_cents: d.balanceAfterCents });
        await trx
          .insertInto('wallet_spendings')
          .values({
            id: d.entryId,
            user_id: userId,
            purpose: d.purpose,
            amount_cents: d.amountCents,
            balance_after_cents: d.balanceAfterCents,
            document_id: d.documentId,
            notes: d.notes,
            reference: d.reference ? JSON.stringify(d.reference) : null,
            at: d.at,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'SpendingRefused':
        return;
      case 'TopUpRequested':
        // A requested card top-up moves no money; wallet_pending_top_ups lists it until it is settled.
        return;
      case 'AutoTopUpConfigured':
        await balance({
          auto_enabled: event.data.enabled,
          auto_minimum_cents: event.data.minimumAmountCents,
          auto_trigger_cents: event.data.triggerLevelCents,
        });
        return;
      case 'AutoTopUpRequested':
        await balance({ pending_request_id: event.data.requestId });
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
