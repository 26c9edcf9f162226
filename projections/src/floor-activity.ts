// The floor_activity read model: each scan that received, placed, picked or packed units, with the staff member who
// made it (the event's impersonator, else its user), and each refused scan (ScanRefused names its staff member):
// units charted per hour and day per staff member, refusals per 1,000 scans.
import type { FloorEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Insertable } from 'kysely';
import type { Projector } from './projector';
import type { FloorActivityTable } from './floor-metrics.table';

const KINDS: Record<string, [FloorActivityTable['kind'], (data: { quantity?: number }) => number]> = {
  InboundUnitsReceived: ['RECEIVED', (d) => d.quantity ?? 0],
  InboundUnitsPlaced: ['PLACED', (d) => d.quantity ?? 0],
  UnitsPicked: ['PICKED', (d) => d.quantity ?? 0],
  PackingUnitVerified: ['PACKED', () => 1],
};

function rowOf(stored: StoredEvent): Insertable<FloorActivityTable> | null {
  if (stored.type === 'ScanRefused') {
    const { data } = stored as unknown as FloorEvent;
    return { position: stored.position, staff_id: data.staffId, kind: data.kind, units: 1, at: data.at };
  }
  const staffId = stored.metadata.impersonatorId ?? stored.metadata.userId;
  const rule = KINDS[stored.type];
  if (!staffId || !rule) return null;
  const data = stored.data as { quantity?: number; at?: string };
  return { position: stored.position, staff_id: staffId, kind: rule[0], units: rule[1](data), at: data.at ?? stored.recordedAt };
}

export const floorActivityProjector: Projector = {
  name: 'floor_activity',
  tables: ['floor_activity'],
  handles: [...Object.keys(KINDS), 'ScanRefused'],
  async apply(trx, stored) {
    const row = rowOf(stored);
    if (row)
      await trx
        .insertInto('floor_activity')
        .values(row)
        .onConflict((oc) => oc.column('position').doNothing())
        .execute();
  },
};
