// The inbound_timeline read model: every event of every inbound shipment with its time, the acting user and the staff
// member impersonating them (from the event's metadata), and the event's own data, so the web words each entry in the
// reader's language. The first causal timeline; orders will add their own the same way.
import type { InboundEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { INBOUND_SHIPMENT_EVENTS } from './inbound-shipments';
import type { Projector } from './projector';

export const inboundTimelineProjector: Projector = {
  name: 'inbound_timeline',
  tables: ['inbound_timeline'],
  handles: INBOUND_SHIPMENT_EVENTS,
  async apply(trx, stored: StoredEvent) {
    const event = { type: stored.type, data: stored.data } as InboundEvent;
    const { at, ...data } = event.data as { at?: string } & Record<string, unknown>;
    await trx
      .insertInto('inbound_timeline')
      .values({
        shipment_id: stored.streamId.slice('inbound-'.length),
        version: stored.version,
        position: stored.position,
        type: event.type,
        at: at ?? stored.recordedAt,
        actor_id: stored.metadata.userId,
        impersonator_id: stored.metadata.impersonatorId,
        data: JSON.stringify(data),
      })
      .onConflict((oc) => oc.columns(['shipment_id', 'version']).doNothing())
      .execute();
  },
};
