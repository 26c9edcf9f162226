// The cards list and the card transaction history (top-ups charged to a card, succeeded or failed).
import type { CardEvent, WalletEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const cardsProjector: Projector = {
  name: 'cards',
  tables: ['cards', 'card_payments'],
  handles: ['CardLinked', 'PrimaryCardChanged', 'CardRemoved', 'WalletToppedUp', 'TopUpFailed'],
  async apply(trx, stored) {
    const [category] = stored.streamId.split('-', 1);
    const userId = stored.streamId.slice(category.length + 1);
    if (category === 'wallet') {
      const event = { type: stored.type, data: stored.data } as Extract<WalletEvent, { type: 'WalletToppedUp' | 'TopUpFailed' }>;
      const { cardId } = event.data;
      if (!cardId || event.data.source === 'BY_STAFF') return;
      const card = await trx.selectFrom('cards').select('last4').where('id', '=', cardId).executeTakeFirst();
      const failed = event.type === 'TopUpFailed';
      await trx
        .insertInto('card_payments')
        .values({
          id: event.data.entryId,
          user_id: userId,
          card_id: cardId,
          card_last4: card?.last4 ?? null,
          amount_cents: event.data.amountCents,
          status: failed ? 'FAILED' : 'SUCCESS',
          failure: failed ? event.data.failure : null,
          source: event.data.source,
          at: event.data.at,
          position: stored.position,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    if (category !== 'cards') return;
    const event = { type: stored.type, data: stored.data } as CardEvent;
    switch (event.type) {
      case 'CardLinked': {
        const d = event.data;
        await trx
          .insertInto('cards')
          .values({
            id: d.cardId,
            user_id: userId,
            provider: d.provider,
            brand: d.brand,
            last4: d.last4,
            exp_month: d.expMonth,
            exp_year: d.expYear,
            primary: d.primary,
            removed: false,
            linked_at: d.at,
            link_order: stored.version,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'PrimaryCardChanged':
        await trx
          .updateTable('cards')
          .set({ primary: false, position: stored.position })
          .where('user_id', '=', userId)
          .where('id', '!=', event.data.cardId)
          .execute();
        await trx.updateTable('cards').set({ primary: true, position: stored.position }).where('id', '=', event.data.cardId).execute();
        return;
      case 'CardRemoved':
        // Kept (removed) so the payment history still names the card.
        await trx
          .updateTable('cards')
          .set({ removed: true, primary: false, position: stored.position })
          .where('id', '=', event.data.cardId)
          .execute();
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
