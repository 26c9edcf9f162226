// The inbound_timeline read model: every event of every inbound shipment with its time, the acting user and the staff
// member impersonating them (from the event's metadata), and the event's own data, so the web words each entry in the
// reader's language. The first causal timeline; orders have their own the same way.
import type { StoredEvent } from '@ledgerhouse/infra';
import { INBOUND_SHIPMENT_EVENTS } from './inbound-shipments';
import { insertOnce } from './insert-once';
import type { Projector } from './projector';

function rowOf(stored: StoredEvent) {
  const { at, ...data } = stored.data as { at?: string } & Record<string, unknown>;
  return {
    shipment_id: stored.streamId.slice('inbound-'.length),
    version: stored.version,
    position: stored.position,
    type: stored.type,
    at: at ?? stored.recordedAt,
    actor_id: stored.metadata.userId,
    impersonator_id: stored.metadata.impersonatorId,
    data: JSON.stringify(data),
  };
}

export const inboundTimelineProjector: Projector = {
  name: 'inbound_timeline',
  tables: ['inbound_timeline'],
  handles: INBOUND_SHIPMENT_EVENTS,
  apply: (trx, stored) => insertOnce(trx, 'inbound_timeline', ['shipment_id', 'version'], [rowOf(stored)]),
  applyAll: (trx, events) => insertOnce(trx, 'inbound_timeline', ['shipment_id', 'version'], events.map(rowOf)),
};
