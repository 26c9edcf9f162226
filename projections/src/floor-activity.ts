// The floor_activity read model: each scan that received, placed, picked or packed units, with the staff member who
// made it (the event's impersonator, else its user): charted per hour and day per staff member.
import type { Projector } from './projector';
import type { FloorActivityTable } from './floor-metrics.table';

const KINDS: Record<string, [FloorActivityTable['kind'], (data: { quantity?: number }) => number]> = {
  InboundUnitsReceived: ['RECEIVED', (d) => d.quantity ?? 0],
  InboundUnitsPlaced: ['PLACED', (d) => d.quantity ?? 0],
  UnitsPicked: ['PICKED', (d) => d.quantity ?? 0],
  PackingUnitVerified: ['PACKED', () => 1],
};

export const floorActivityProjector: Projector = {
  name: 'floor_activity',
  tables: ['floor_activity'],
  handles: Object.keys(KINDS),
  async apply(trx, stored) {
    const staffId = stored.metadata.impersonatorId ?? stored.metadata.userId;
    const rule = KINDS[stored.type];
    if (!staffId || !rule) return;
    const data = stored.data as { quantity?: number; at?: string };
    await trx
      .insertInto('floor_activity')
      .values({ position: stored.position, staff_id: staffId, kind: rule[0], units: rule[1](data), at: data.at ?? stored.recordedAt })
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  },
};
