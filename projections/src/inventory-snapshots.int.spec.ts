// given events / then rows for the inventory_snapshots read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { inventorySnapshotsProjector, SNAPSHOT_EVERY } from './inventory-snapshots';

const spec = projectorSpec(inventorySnapshotsProjector);
const at = '2026-11-22T10:00:00.000Z';
const received = (n: number) => ({
  type: 'StockChanged',
  data: { reason: 'INBOUND_SHIPMENT', documentId: `in-${n}`, delta: 1, totalAfter: n, comment: null, at },
});
const snapshots = (productId: string) =>
  spec.db
    .selectFrom('inventory_snapshots')
    .select(['version', 'total', 'reserved', 'incoming'])
    .where('product_id', '=', productId)
    .orderBy('version')
    .execute();

describe('inventory_snapshots projector', () => {
  it('keeps one row at the tip of a stream with its total, reserved and incoming figures', async () => {
    const product = newId('product');
    await spec.given({
      [`inventory-${product}`]: [
        received(1),
        received(2),
        { type: 'StockReserved', data: { documentId: 'o-1', quantity: 1, reservedAfter: 1, at } },
        { type: 'DeliveryExpected', data: { documentId: 'ship-1', quantity: 7, incomingAfter: 7, at } },
      ],
    });
    expect(await snapshots(product)).toEqual([{ version: 4, total: 2, reserved: 1, incoming: 7 }]);
  });

  it(`freezes a row every ${SNAPSHOT_EVERY} versions and moves a new tip after it`, async () => {
    const product = newId('product');
    await spec.given({ [`inventory-${product}`]: Array.from({ length: SNAPSHOT_EVERY + 2 }, (_, i) => received(i + 1)) });
    expect(await snapshots(product)).toEqual([
      { version: SNAPSHOT_EVERY, total: SNAPSHOT_EVERY, reserved: 0, incoming: 0 },
      { version: SNAPSHOT_EVERY + 2, total: SNAPSHOT_EVERY + 2, reserved: 0, incoming: 0 },
    ]);
  });

  it('changes nothing when the events are replayed', async () => {
    const product = newId('product');
    await spec.given({
      [`inventory-${product}`]: [
        received(1),
        received(2),
        { type: 'StockReserved', data: { documentId: 'o-1', quantity: 2, reservedAfter: 2, at } },
      ],
    });
    await spec.expectReplayChangesNothing(() => snapshots(product));
  });
});
