// given events / then rows for reorder_alerts: a row per threshold, with its open alert while the level is below it.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { reorderAlertsProjector } from './reorder-alerts';

const spec = projectorSpec(reorderAlertsProjector);
const at = '2026-11-28T10:00:00.000Z';
const later = '2026-11-28T11:00:00.000Z';
const units = { basis: 'UNITS', value: 10, windowDays: null };
const days = { basis: 'DAYS', value: 14, windowDays: 30 };
const set = (productId: string, sellerId: string, threshold: object) => ({
  type: 'ReorderThresholdSet',
  data: { productId, sellerId, threshold, at },
});
const crossed = (
  productId: string,
  sellerId: string,
  threshold: object,
  available: number,
  daysLeft: number | null,
  suggested: number,
  when = at,
) => ({
  type: 'ReorderPointCrossed',
  data: { productId, sellerId, threshold, level: { available, shippedUnits: 30, daysLeft }, suggestedQuantity: suggested, at: when },
});
const rearmed = (productId: string, sellerId: string) => ({
  type: 'ReorderPointRearmed',
  data: { productId, sellerId, level: { available: 40, shippedUnits: 30, daysLeft: 40 }, at },
});
const rows = (sellerId: string) =>
  spec.db.selectFrom('reorder_alerts').selectAll().where('seller_id', '=', sellerId).orderBy('value').execute();
const row = (
  productId: string,
  sellerId: string,
  threshold: { basis: string; value: number; windowDays: number | null },
  alert: [string, number, number | null, number] | null,
) => ({
  product_id: productId,
  seller_id: sellerId,
  basis: threshold.basis,
  value: threshold.value,
  window_days: threshold.windowDays,
  alerted_at: alert ? new Date(alert[0]) : null,
  available: alert ? alert[1] : null,
  shipped_units: alert ? 30 : null,
  days_left: alert ? alert[2] : null,
  suggested_quantity: alert ? alert[3] : null,
});

describe('reorder_alerts projector', () => {
  it('keeps a row per threshold with its open alert, closes it on re-arming and opens the next crossing, and rebuilds to the same rows', async () => {
    const seller = newId('seller');
    const [mug, cap] = [crypto.randomUUID(), crypto.randomUUID()];
    await spec.given({
      [`reorder-point-${mug}`]: [set(mug, seller, units), crossed(mug, seller, units, 9, null, 21)],
      [`reorder-point-${cap}`]: [set(cap, seller, days), crossed(cap, seller, days, 13, 13, 17)],
    });
    expect(await rows(seller)).toEqual([row(mug, seller, units, [at, 9, null, 21]), row(cap, seller, days, [at, 13, 13, 17])]);

    await spec.given({
      [`reorder-point-${mug}`]: [rearmed(mug, seller)],
      [`reorder-point-${cap}`]: [rearmed(cap, seller), crossed(cap, seller, days, 5, 5, 25, later)],
    });
    expect(await rows(seller)).toEqual([row(mug, seller, units, null), row(cap, seller, days, [later, 5, 5, 25])]);
    await spec.expectReplayChangesNothing(() => rows(seller));
  });

  it('replaces the threshold (closing its alert) when another is set, and drops the row when it is cleared', async () => {
    const seller = newId('seller');
    const mug = crypto.randomUUID();
    const bigger = { basis: 'UNITS', value: 50, windowDays: null };
    await spec.given({
      [`reorder-point-${mug}`]: [set(mug, seller, units), crossed(mug, seller, units, 9, null, 21), set(mug, seller, bigger)],
    });
    expect(await rows(seller)).toEqual([row(mug, seller, bigger, null)]);
    await spec.given({ [`reorder-point-${mug}`]: [{ type: 'ReorderThresholdCleared', data: { productId: mug, sellerId: seller, at } }] });
    expect(await rows(seller)).toEqual([]);
    await spec.expectReplayChangesNothing(() => rows(seller));
  });
});
