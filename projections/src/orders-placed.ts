// The orders_placed read model: the future orders context's OrderPlaced facts, counted for billing's free month.
import type { OrderPlacedEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const ordersPlacedProjector: Projector = {
  name: 'orders_placed',
  tables: ['orders_placed'],
  handles: ['OrderPlaced'],
  async apply(trx, stored: StoredEvent) {
    const { orderId, sellerId, placedAt } = stored.data as OrderPlacedEvent['data'];
    await trx
      .insertInto('orders_placed')
      .values({ order_id: orderId, seller_id: sellerId, placed_at: placedAt, position: stored.position })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .execute();
  },
};
