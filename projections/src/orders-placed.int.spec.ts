// given events / then rows for the orders_placed read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { ordersPlacedProjector } from './orders-placed';

const spec = projectorSpec(ordersPlacedProjector);
const placed = (orderId: string, sellerId: string) => ({
  type: 'OrderPlaced',
  data: { orderId, sellerId, placedAt: '2026-11-20T09:00:00.000Z' },
});
const orders = (sellerId: string) =>
  spec.db.selectFrom('orders_placed').select(['order_id', 'placed_at']).where('seller_id', '=', sellerId).orderBy('order_id').execute();

describe('orders_placed projector', () => {
  it('counts each placed order once for its seller', async () => {
    const seller = newId('seller');
    await spec.given({ [`order-${seller}-1`]: [placed(`${seller}-1`, seller)], [`order-${seller}-2`]: [placed(`${seller}-2`, seller)] });
    expect(await orders(seller)).toEqual([
      { order_id: `${seller}-1`, placed_at: new Date('2026-11-20T09:00:00.000Z') },
      { order_id: `${seller}-2`, placed_at: new Date('2026-11-20T09:00:00.000Z') },
    ]);
  });

  it('changes nothing when the events are replayed', async () => {
    const seller = newId('seller');
    await spec.given({ [`order-${seller}`]: [placed(seller, seller)] });
    await spec.expectReplayChangesNothing(() => orders(seller));
  });
});
