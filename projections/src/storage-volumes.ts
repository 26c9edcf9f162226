// The storage_volumes read model: each seller's recorded daily stored volume (for "this month so far").
import type { StorageEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const storageVolumesProjector: Projector = {
  name: 'storage_volumes',
  tables: ['storage_volumes'],
  handles: ['StorageVolumeRecorded'],
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as Extract<StorageEvent, { type: 'StorageVolumeRecorded' }>;
    const userId = stored.streamId.slice('storage-'.length);
    await trx
      .insertInto('storage_volumes')
      .values({ user_id: userId, day: event.data.day, cubic_feet: event.data.cubicFeet, position: stored.position })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .execute();
  },
};
