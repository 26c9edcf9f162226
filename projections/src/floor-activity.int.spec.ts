// given scans and refused scans / then floor_activity rows per staff member; rebuilt from zero alike.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { floorActivityProjector } from './floor-activity';

const spec = projectorSpec(floorActivityProjector);
const by = (userId: string, impersonatorId: string | null = null) => ({ metadata: { userId, impersonatorId } });

const rows = async (staff: string[]) =>
  (await spec.db.selectFrom('floor_activity').selectAll().where('staff_id', 'in', staff).orderBy('at').execute()).map((r) => ({
    staff: r.staff_id,
    kind: r.kind,
    units: r.units,
    at: new Date(r.at).toISOString(),
  }));

describe('floor activity projector', () => {
  it('records the units each staff member received, placed, picked and packed, at the scan’s time', async () => {
    const [ann, bob, seller] = [newId('ann'), newId('bob'), newId('seller')];
    const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
    await spec.given({
      [`inbound-${newId()}`]: [
        {
          type: 'InboundUnitsReceived',
          data: { scanId: 's1', productId: 'p', barcode: 'b', quantity: 5, damaged: false, at: at(1) },
          ...by(ann),
        },
        {
          type: 'InboundUnitsPlaced',
          data: { placementId: 'p1', productId: 'p', sellerId: seller, locationCode: 'A-01-01', quantity: 4, at: at(2) },
          ...by(bob),
        },
      ],
      [`order-${newId()}`]: [
        { type: 'UnitsPicked', data: { scanId: 'k1', productId: 'p', binId: 'A-01-01', quantity: 2, at: at(3) }, ...by(ann) },
        // A staff member acting as a seller is the one who scanned.
        { type: 'UnitsPicked', data: { scanId: 'k2', productId: 'p', binId: 'A-01-01', quantity: 1, at: at(4) }, ...by(seller, bob) },
      ],
      [`packing-${newId()}`]: [
        { type: 'PackingUnitVerified', data: { orderId: 'o', scanId: 'v1', productId: 'p', at: at(5) }, ...by(bob) },
      ],
      // A refused scan names its staff member in its data.
      [`scans-${ann}-2026-11-20`]: [{ type: 'ScanRefused', data: { staffId: ann, kind: 'WRONG_BIN', code: 'PICK_WRONG_BIN', at: at(6) } }],
    });
    expect(await rows([ann, bob, seller])).toEqual([
      { staff: ann, kind: 'RECEIVED', units: 5, at: at(1) },
      { staff: bob, kind: 'PLACED', units: 4, at: at(2) },
      { staff: ann, kind: 'PICKED', units: 2, at: at(3) },
      { staff: bob, kind: 'PICKED', units: 1, at: at(4) },
      { staff: bob, kind: 'PACKED', units: 1, at: at(5) },
      { staff: ann, kind: 'WRONG_BIN', units: 1, at: at(6) },
    ]);
    await spec.expectReplayChangesNothing(() => rows([ann, bob, seller]));
  });
});
