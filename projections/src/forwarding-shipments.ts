// The forwarding_shipments read model: one row per forwarding shipment, for the seller's list and the warehouse tab.
import type { ForwardingEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

export const forwardingShipmentsProjector: Projector = {
  name: 'forwarding_shipments',
  tables: ['forwarding_shipments'],
  handles: [
    'ForwardingShipmentCreated',
    'ForwardingShipmentEdited',
    'ForwardingShipmentCanceled',
    'ForwardingShipmentDelivered',
    'ForwardingManagerNoteSet',
    'ForwardingPaymentRequested',
    'ForwardingShipmentPaid',
    'ForwardingPaymentFailed',
  ],
  async apply(trx, stored: StoredEvent) {
    const id = stored.streamId.slice('forwarding-'.length);
    const event = { type: stored.type, data: stored.data } as ForwardingEvent;
    const update = (set: Record<string, unknown>) =>
      trx
        .updateTable('forwarding_shipments')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    const status = (to: string, at: string) => update({ status: to, status_changed_at: at });
    switch (event.type) {
      case 'ForwardingShipmentCreated': {
        const d = event.data;
        await trx
          .insertInto('forwarding_shipments')
          .values({
            id: d.shipmentId,
            seller_id: d.sellerId,
            tracking_number: d.trackingNumber,
            courier_service: d.courierService,
            parcels: d.parcels,
            files: JSON.stringify(d.files ?? []),
            client_note: d.clientNote,
            manager_note: null,
            processing_cost_cents: null,
            status: 'NOT_DELIVERED',
            status_changed_at: d.at,
            created_at: d.at,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ForwardingShipmentEdited': {
        const d = event.data;
        return void (await update({
          tracking_number: d.trackingNumber,
          courier_service: d.courierService,
          parcels: d.parcels,
          files: JSON.stringify(d.files ?? []),
          client_note: d.clientNote,
        }));
      }
      case 'ForwardingManagerNoteSet':
        return void (await update({ manager_note: event.data.managerNote }));
      case 'ForwardingShipmentCanceled':
        return void (await status('CANCELED', event.data.at));
      case 'ForwardingShipmentDelivered':
        return void (await status('DELIVERED', event.data.at));
      case 'ForwardingPaymentRequested':
        return void (await update({
          status: 'PAYMENT_PENDING',
          status_changed_at: event.data.at,
          processing_cost_cents: event.data.amountCents,
        }));
      case 'ForwardingShipmentPaid':
        return void (await status('PAID', event.data.at));
      case 'ForwardingPaymentFailed':
        return void (await status('PAYMENT_FAILED', event.data.at));
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
