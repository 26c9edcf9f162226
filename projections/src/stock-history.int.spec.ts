// given events / then rows for a product's two history tabs (inventory_history, reserved_history), on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { stockHistoryProjector } from './stock-history';

const spec = projectorSpec(stockHistoryProjector);
const at = '2026-11-22T10:00:00.000Z';
const by = { userId: 'manager-1' };
const changed = (reason: string, documentId: string, delta: number, totalAfter: number, comment: string | null = null) => ({
  type: 'StockChanged',
  data: { reason, documentId, delta, totalAfter, comment, at },
  metadata: by,
});
const history = async (productId: string) => ({
  inventory: await spec.db
    .selectFrom('inventory_history')
    .select(['reason', 'document_id', 'delta', 'total_after', 'comment', 'actor_id'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute(),
  reserved: await spec.db
    .selectFrom('reserved_history')
    .select(['document_id', 'change', 'reserved_after', 'kind', 'actor_id'])
    .where('product_id', '=', productId)
    .orderBy('position')
    .execute(),
});

describe('stock_history projector', () => {
  it('lists every quantity change and every reservation change with who and why, and no planned delivery', async () => {
    const product = newId('product');
    await spec.given({
      [`inventory-${product}`]: [
        changed('INBOUND_SHIPMENT', 'in-1', 10, 10),
        { type: 'DeliveryExpected', data: { documentId: 'ship-1', quantity: 5, incomingAfter: 5, at }, metadata: by },
        { type: 'StockReserved', data: { documentId: 'o-1', quantity: 4, reservedAfter: 4, at }, metadata: by },
        { type: 'ReservationReleased', data: { documentId: 'o-1', quantity: 4, reservedAfter: 0, reason: 'FULFILLED', at }, metadata: by },
        changed('FULFILLMENT', 'o-1', -4, 6),
        changed('STOCK_TAKING', 'count-1', -1, 5, 'shelf B2'),
      ],
    });
    expect(await history(product)).toEqual({
      inventory: [
        { reason: 'INBOUND_SHIPMENT', document_id: 'in-1', delta: 10, total_after: 10, comment: null, actor_id: 'manager-1' },
        { reason: 'FULFILLMENT', document_id: 'o-1', delta: -4, total_after: 6, comment: null, actor_id: 'manager-1' },
        { reason: 'STOCK_TAKING', document_id: 'count-1', delta: -1, total_after: 5, comment: 'shelf B2', actor_id: 'manager-1' },
      ],
      reserved: [
        { document_id: 'o-1', change: 4, reserved_after: 4, kind: 'RESERVED', actor_id: 'manager-1' },
        { document_id: 'o-1', change: -4, reserved_after: 0, kind: 'FULFILLED', actor_id: 'manager-1' },
      ],
    });
  });

  it('changes nothing when the events are replayed', async () => {
    const product = newId('product');
    await spec.given({
      [`inventory-${product}`]: [
        changed('INBOUND_SHIPMENT', 'in-1', 3, 3),
        { type: 'StockReserved', data: { documentId: 'o-1', quantity: 1, reservedAfter: 1, at } },
      ],
    });
    await spec.expectReplayChangesNothing(() => history(product));
  });
});
