// The floor_receiving read model: when each inbound shipment was delivered to the warehouse and when its last unit
// went into a bin (InboundLocated); a shipment marked lost is never late.
import type { Projector } from './projector';

export const floorReceivingProjector: Projector = {
  name: 'floor_receiving',
  tables: ['floor_receiving'],
  handles: ['InboundDelivered', 'InboundLocated', 'InboundMarkedLost'],
  async apply(trx, stored) {
    if (!stored.streamId.startsWith('inbound-')) return;
    const shipmentId = stored.streamId.slice('inbound-'.length);
    const at = (stored.data as { at: string }).at;
    const set =
      stored.type === 'InboundDelivered' ? { delivered_at: at } : stored.type === 'InboundLocated' ? { located_at: at } : { lost: true };
    await trx
      .insertInto('floor_receiving')
      .values({ shipment_id: shipmentId, ...set, position: stored.position })
      .onConflict((oc) => oc.column('shipment_id').doUpdateSet({ ...set, position: stored.position }))
      .execute();
  },
};
