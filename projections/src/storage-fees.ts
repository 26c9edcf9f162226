// The storage_fees read model: each seller's monthly storage charges.
import type { StorageEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const storageFeesProjector: Projector = {
  name: 'storage_fees',
  tables: ['storage_fees'],
  handles: ['StorageFeeCharged'],
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as Extract<StorageEvent, { type: 'StorageFeeCharged' }>;
    const userId = stored.streamId.slice('storage-'.length);
    const d = event.data;
    await trx
      .insertInto('storage_fees')
      .values({
        id: `${userId}:${d.period}`,
        user_id: userId,
        period: d.period,
        average_daily_cubic_feet: d.averageDailyCubicFeet,
        price_cents: d.priceCents,
        paid: d.paid,
        at: d.at,
        position: stored.position,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
