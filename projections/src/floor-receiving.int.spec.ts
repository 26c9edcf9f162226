// given inbound shipments delivered, located or lost / then floor_receiving rows; rebuilt from zero alike.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { floorReceivingProjector } from './floor-receiving';

const spec = projectorSpec(floorReceivingProjector);
const rows = async (ids: string[]) =>
  (await spec.db.selectFrom('floor_receiving').selectAll().where('shipment_id', 'in', ids).orderBy('shipment_id').execute()).map((r) => ({
    id: r.shipment_id,
    delivered: r.delivered_at && new Date(r.delivered_at).toISOString(),
    located: r.located_at && new Date(r.located_at).toISOString(),
    lost: r.lost,
  }));

describe('floor receiving projector', () => {
  it('keeps each shipment’s delivery and location times, and marks lost ones', async () => {
    const [a, b, c] = [newId('a'), newId('b'), newId('c')].sort();
    await spec.given({
      [`inbound-${a}`]: [
        { type: 'InboundDelivered', data: { at: '2026-11-01T08:00:00.000Z' } },
        { type: 'InboundLocated', data: { at: '2026-11-02T20:00:00.000Z' } },
      ],
      [`inbound-${b}`]: [{ type: 'InboundDelivered', data: { at: '2026-11-03T08:00:00.000Z' } }],
      [`inbound-${c}`]: [
        { type: 'InboundDelivered', data: { at: '2026-11-04T08:00:00.000Z' } },
        { type: 'InboundMarkedLost', data: { note: null, at: '2026-11-05T08:00:00.000Z' } },
      ],
    });
    expect(await rows([a, b, c])).toEqual([
      { id: a, delivered: '2026-11-01T08:00:00.000Z', located: '2026-11-02T20:00:00.000Z', lost: false },
      { id: b, delivered: '2026-11-03T08:00:00.000Z', located: null, lost: false },
      { id: c, delivered: '2026-11-04T08:00:00.000Z', located: null, lost: true },
    ]);
    await spec.expectReplayChangesNothing(() => rows([a, b, c]));
  });
});
