// Reorder alerts (Insights): a row per product with a threshold, with its open alert while the level is below it.
// Every row change is keyed by the product and set from the event's own data, so a replayed event changes nothing.
import type { ReorderPointEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

const noAlert = { alerted_at: null, available: null, shipped_units: null, days_left: null, suggested_quantity: null };

export const reorderAlertsProjector: Projector = {
  name: 'reorder_alerts',
  tables: ['reorder_alerts'],
  handles: ['ReorderThresholdSet', 'ReorderThresholdCleared', 'ReorderPointCrossed', 'ReorderPointRearmed'],
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as ReorderPointEvent;
    switch (event.type) {
      case 'ReorderThresholdSet': {
        const { productId, sellerId, threshold } = event.data;
        const row = { seller_id: sellerId, basis: threshold.basis, value: threshold.value, window_days: threshold.windowDays, ...noAlert };
        await trx
          .insertInto('reorder_alerts')
          .values({ product_id: productId, ...row })
          .onConflict((oc) => oc.column('product_id').doUpdateSet(row))
          .execute();
        return;
      }
      case 'ReorderThresholdCleared':
        await trx.deleteFrom('reorder_alerts').where('product_id', '=', event.data.productId).execute();
        return;
      case 'ReorderPointCrossed': {
        const { productId, level, suggestedQuantity, at } = event.data;
        await trx
          .updateTable('reorder_alerts')
          .set({
            alerted_at: at,
            available: level.available,
            shipped_units: level.shippedUnits,
            days_left: level.daysLeft,
            suggested_quantity: suggestedQuantity,
          })
          .where('product_id', '=', productId)
          .execute();
        return;
      }
      case 'ReorderPointRearmed':
        await trx.updateTable('reorder_alerts').set(noAlert).where('product_id', '=', event.data.productId).execute();
        return;
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
