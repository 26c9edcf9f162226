// The floor_shipping read model: when each order's fulfillment was paid and when it was handed to which carrier
// (its manifest's); a canceled order no longer waits.
import type { Projector } from './projector';

export const floorShippingProjector: Projector = {
  name: 'floor_shipping',
  tables: ['floor_shipping', 'floor_manifest_carriers'],
  handles: ['FulfillmentPaid', 'OrderHandedOver', 'OrderCanceled', 'ManifestCreated'],
  async apply(trx, stored) {
    const data = stored.data as { at: string; manifestId?: string; carrier?: string };
    if (stored.type === 'ManifestCreated') {
      await trx
        .insertInto('floor_manifest_carriers')
        .values({ manifest_id: data.manifestId!, carrier: data.carrier! })
        .onConflict((oc) => oc.column('manifest_id').doNothing())
        .execute();
      return;
    }
    if (!stored.streamId.startsWith('order-')) return;
    const orderId = stored.streamId.slice('order-'.length);
    let set: { paid_at?: string; handed_over_at?: string; carrier?: string | null; canceled?: boolean };
    if (stored.type === 'FulfillmentPaid') set = { paid_at: data.at };
    else if (stored.type === 'OrderCanceled') set = { canceled: true };
    else {
      const manifest = await trx
        .selectFrom('floor_manifest_carriers')
        .select('carrier')
        .where('manifest_id', '=', data.manifestId!)
        .executeTakeFirst();
      set = { handed_over_at: data.at, carrier: manifest?.carrier ?? null };
    }
    await trx
      .insertInto('floor_shipping')
      .values({ order_id: orderId, ...set, position: stored.position })
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ ...set, position: stored.position }))
      .execute();
  },
};
