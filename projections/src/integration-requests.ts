import type { ChannelsEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

type Requested = Extract<ChannelsEvent, { type: 'IntegrationRequested' }>['data'];

export const integrationRequestsProjector: Projector = {
  name: 'integration_requests',
  tables: ['integration_requests'],
  handles: ['IntegrationRequested'],
  async apply(trx, event: StoredEvent) {
    const data = event.data as Requested;
    await trx
      .insertInto('integration_requests')
      .values({
        id: data.requestId,
        // Events recorded before sellerId was kept name the seller only as the acting user.
        seller_id: data.sellerId ?? event.metadata.userId ?? null,
        marketplace: data.marketplace,
        website: data.website,
        contact_email: data.contactEmail,
        comment: data.comment,
        status: 'RECEIVED',
        requested_at: data.requestedAt,
        position: event.position,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },
};
