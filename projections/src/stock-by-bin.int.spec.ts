// given inbound placements and picks / then units per bin and product, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { stockByBinProjector } from './stock-by-bin';

const spec = projectorSpec(stockByBinProjector);
const at = '2026-11-23T10:00:00.000Z';
const placed = (productId: string, sellerId: string, locationCode: string, quantity: number) => ({
  type: 'InboundUnitsPlaced',
  data: { placementId: newId('placement'), productId, sellerId, locationCode, quantity, at },
});
const picked = (productId: string, binId: string, quantity: number) => ({
  type: 'UnitsPicked',
  data: { scanId: newId('scan'), productId, binId, quantity, at },
});
const rowsOf = (productId: string) =>
  spec.db
    .selectFrom('stock_by_bin')
    .select(['location_code', 'product_id', 'seller_id', 'quantity'])
    .where('product_id', '=', productId)
    .orderBy('location_code')
    .execute();

describe('stock_by_bin projector', () => {
  it('adds placed units per bin and product, across shipments', async () => {
    const [product, seller] = [newId('product'), newId('seller')];
    await spec.given({
      [`inbound-${newId()}`]: [placed(product, seller, 'A-01-01', 5), placed(product, seller, 'A-01-02', 2)],
      [`inbound-${newId()}`]: [placed(product, seller, 'A-01-01', 3)],
    });
    expect(await rowsOf(product)).toEqual([
      { location_code: 'A-01-01', product_id: product, seller_id: seller, quantity: 8 },
      { location_code: 'A-01-02', product_id: product, seller_id: seller, quantity: 2 },
    ]);
  });

  it('keeps two products in one bin apart', async () => {
    const [first, second, seller] = [newId('product'), newId('product'), newId('seller')];
    await spec.given({ [`inbound-${newId()}`]: [placed(first, seller, 'C-02-02', 4), placed(second, seller, 'C-02-02', 9)] });
    expect(await rowsOf(first)).toEqual([{ location_code: 'C-02-02', product_id: first, seller_id: seller, quantity: 4 }]);
    expect(await rowsOf(second)).toEqual([{ location_code: 'C-02-02', product_id: second, seller_id: seller, quantity: 9 }]);
  });

  it('changes nothing when the events are replayed', async () => {
    const [product, seller] = [newId('product'), newId('seller')];
    await spec.given({ [`inbound-${newId()}`]: [placed(product, seller, 'D-01-01', 6), placed(product, seller, 'D-01-01', 1)] });
    await spec.expectReplayChangesNothing(() => rowsOf(product));
  });

  it('takes picked units out of the bin they were picked from', async () => {
    const [product, seller] = [newId('product'), newId('seller')];
    await spec.given({
      [`inbound-${newId()}`]: [placed(product, seller, 'E-01-01', 5), placed(product, seller, 'E-01-02', 2)],
      [`order-${newId()}`]: [picked(product, 'E-01-01', 2), picked(product, 'E-01-01', 1)],
      [`order-${newId()}`]: [picked(product, 'E-01-02', 2)],
    });
    expect(await rowsOf(product)).toEqual([
      { location_code: 'E-01-01', product_id: product, seller_id: seller, quantity: 2 },
      { location_code: 'E-01-02', product_id: product, seller_id: seller, quantity: 0 },
    ]);
    await spec.expectReplayChangesNothing(() => rowsOf(product));
  });
});
