// The stock_by_bin read model: units of each product in each bin, raised by inbound placements (`inbound-<id>`
// streams' InboundUnitsPlaced) and lowered by picking (`order-<id>` streams' UnitsPicked, binId = the bin's code). The
// runner applies each event once (checkpoint and rows in one transaction), so adding or taking the quantity is safe.
import type { InboundEvent, OrderEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

type Placed = Extract<InboundEvent, { type: 'InboundUnitsPlaced' }>;
type Picked = Extract<OrderEvent, { type: 'UnitsPicked' }>;

export const stockByBinProjector: Projector = {
  name: 'stock_by_bin',
  tables: ['stock_by_bin'],
  handles: ['InboundUnitsPlaced', 'UnitsPicked'],
  async apply(trx, stored: StoredEvent) {
    if (stored.type === 'UnitsPicked') {
      const { data } = stored as unknown as Picked;
      await trx
        .updateTable('stock_by_bin')
        .set((eb) => ({ quantity: eb('quantity', '-', data.quantity), position: stored.position }))
        .where('location_code', '=', data.binId)
        .where('product_id', '=', data.productId)
        .execute();
      return;
    }
    const { data } = { type: stored.type, data: stored.data } as Placed;
    await trx
      .insertInto('stock_by_bin')
      .values({
        location_code: data.locationCode,
        product_id: data.productId,
        seller_id: data.sellerId,
        quantity: data.quantity,
        position: stored.position,
      })
      .onConflict((oc) =>
        oc.columns(['location_code', 'product_id']).doUpdateSet((eb) => ({
          quantity: eb('stock_by_bin.quantity', '+', eb.ref('excluded.quantity')),
          position: eb.ref('excluded.position'),
        })),
      )
      .execute();
  },
};
