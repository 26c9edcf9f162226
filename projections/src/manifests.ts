// The manifests read model: one row per `manifest-<id>` stream (number, carrier, status, its orders, the scan form).
import type { ManifestEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const manifestsProjector: Projector = {
  name: 'manifests',
  tables: ['manifests'],
  handles: ['ManifestCreated', 'ManifestOrdersChanged', 'ManifestClosed'],
  async apply(trx, stored: StoredEvent) {
    const id = stored.streamId.slice('manifest-'.length);
    const event = { type: stored.type, data: stored.data } as ManifestEvent;
    const update = (set: { order_ids?: string; status?: string; scan_form_file_id?: string; closed_at?: string }) =>
      trx
        .updateTable('manifests')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    switch (event.type) {
      case 'ManifestCreated': {
        const d = event.data;
        await trx
          .insertInto('manifests')
          .values({
            id,
            number: d.number,
            carrier: d.carrier,
            status: 'OPEN',
            order_ids: JSON.stringify(d.orderIds),
            scan_form_file_id: null,
            created_at: d.at,
            closed_at: null,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ManifestOrdersChanged':
        return void (await update({ order_ids: JSON.stringify(event.data.orderIds) }));
      case 'ManifestClosed':
        return void (await update({ status: 'CLOSED', scan_form_file_id: event.data.scanFormFileId, closed_at: event.data.at }));
      default: {
        const never: never = event;
        return never;
      }
    }
  },
};
