// The order_timeline read model: every event of every order with its time, the acting user and the staff member
// impersonating them (from the event's metadata), and the event's own data, so the web words each entry in the reader's
// language. Like inbound_timeline.
import { ORDER_EVENT_TYPES } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { insertOnce } from './insert-once';
import type { Projector } from './projector';

function rowOf(stored: StoredEvent) {
  const { at, ...data } = stored.data as { at?: string } & Record<string, unknown>;
  return {
    order_id: stored.streamId.slice('order-'.length),
    version: stored.version,
    position: stored.position,
    type: stored.type,
    at: at ?? (typeof data.placedAt === 'string' ? data.placedAt : stored.recordedAt),
    actor_id: stored.metadata.userId,
    impersonator_id: stored.metadata.impersonatorId,
    data: JSON.stringify(data),
  };
}

export const orderTimelineProjector: Projector = {
  name: 'order_timeline',
  tables: ['order_timeline'],
  handles: ORDER_EVENT_TYPES,
  apply: (trx, stored) => insertOnce(trx, 'order_timeline', ['order_id', 'version'], [rowOf(stored)]),
  applyAll: (trx, events) => insertOnce(trx, 'order_timeline', ['order_id', 'version'], events.map(rowOf)),
};
