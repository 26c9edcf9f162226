// given orders paid, canceled and handed over on a manifest / then floor_shipping rows with the carrier; rebuilt alike.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { floorShippingProjector } from './floor-shipping';

const spec = projectorSpec(floorShippingProjector);
const rows = async (ids: string[]) =>
  (await spec.db.selectFrom('floor_shipping').selectAll().where('order_id', 'in', ids).orderBy('order_id').execute()).map((r) => ({
    id: r.order_id,
    paid: r.paid_at && new Date(r.paid_at).toISOString(),
    handedOver: r.handed_over_at && new Date(r.handed_over_at).toISOString(),
    carrier: r.carrier,
    canceled: r.canceled,
  }));

describe('floor shipping projector', () => {
  it('keeps when each order was paid and handed over to which carrier, and marks canceled ones', async () => {
    const [a, b, c] = [newId('a'), newId('b'), newId('c')].sort();
    const manifestId = newId('m');
    await spec.given({
      [`order-${a}`]: [{ type: 'FulfillmentPaid', data: { amountCents: 900, at: '2026-11-01T08:00:00.000Z' } }],
      [`order-${b}`]: [{ type: 'FulfillmentPaid', data: { amountCents: 900, at: '2026-11-01T09:00:00.000Z' } }],
      [`order-${c}`]: [
        { type: 'FulfillmentPaid', data: { amountCents: 900, at: '2026-11-01T10:00:00.000Z' } },
        { type: 'OrderCanceled', data: { at: '2026-11-01T11:00:00.000Z' } },
      ],
      [`manifest-${manifestId}`]: [
        { type: 'ManifestCreated', data: { manifestId, number: 'M-1', carrier: 'USPS', orderIds: [a], at: '2026-11-02T08:00:00.000Z' } },
      ],
    });
    await spec.given({ [`order-${a}`]: [{ type: 'OrderHandedOver', data: { manifestId, at: '2026-11-02T17:00:00.000Z' } }] });
    expect(await rows([a, b, c])).toEqual([
      { id: a, paid: '2026-11-01T08:00:00.000Z', handedOver: '2026-11-02T17:00:00.000Z', carrier: 'USPS', canceled: false },
      { id: b, paid: '2026-11-01T09:00:00.000Z', handedOver: null, carrier: null, canceled: false },
      { id: c, paid: '2026-11-01T10:00:00.000Z', handedOver: null, carrier: null, canceled: true },
    ]);
    await spec.expectReplayChangesNothing(() => rows([a, b, c]));
  });
});
