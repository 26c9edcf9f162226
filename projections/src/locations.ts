// The locations read model: every warehouse bin with its zone, aisle, shelf and whether it is in use.
import type { LocationEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const locationsProjector: Projector = {
  name: 'locations',
  tables: ['locations'],
  handles: ['LocationCreated', 'LocationDeactivated', 'LocationReactivated'],
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as LocationEvent;
    const setActive = (active: boolean) =>
      trx.updateTable('locations').set({ active, position: stored.position }).where('code', '=', event.data.code).execute();
    switch (event.type) {
      case 'LocationCreated': {
        const d = event.data;
        await trx
          .insertInto('locations')
          .values({ code: d.code, zone: d.zone, aisle: d.aisle, shelf: d.shelf, active: true, created_at: d.at, position: stored.position })
          .onConflict((oc) => oc.column('code').doNothing())
          .execute();
        return;
      }
      case 'LocationDeactivated':
        return void (await setActive(false));
      case 'LocationReactivated':
        return void (await setActive(true));
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
