// given events / then rows for the forwarding_shipments read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { forwardingShipmentsProjector } from './forwarding-shipments';

const spec = projectorSpec(forwardingShipmentsProjector);
const at = (minute: number) => `2027-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;
const created = (shipmentId: string) => ({
  type: 'ForwardingShipmentCreated',
  data: {
    shipmentId,
    sellerId: 'seller-1',
    trackingNumber: '1Z999',
    courierService: 'UPS',
    parcels: 2,
    files: [{ id: 'f1', name: 'label.pdf' }],
    clientNote: 'Fragile',
    at: at(0),
  },
});
const row = (id: string) =>
  spec.db
    .selectFrom('forwarding_shipments')
    .select([
      'seller_id',
      'tracking_number',
      'courier_service',
      'parcels',
      'files',
      'client_note',
      'manager_note',
      'processing_cost_cents',
      'status',
      'status_changed_at',
      'created_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

describe('forwarding_shipments projector', () => {
  it('lists a created shipment as NOT_DELIVERED with what the seller declared', async () => {
    const id = newId('fwd');
    await spec.given({ [`forwarding-${id}`]: [created(id)] });
    expect(await row(id)).toEqual({
      seller_id: 'seller-1',
      tracking_number: '1Z999',
      courier_service: 'UPS',
      parcels: 2,
      files: [{ id: 'f1', name: 'label.pdf' }],
      client_note: 'Fragile',
      manager_note: null,
      processing_cost_cents: null,
      status: 'NOT_DELIVERED',
      status_changed_at: new Date(at(0)),
      created_at: new Date(at(0)),
    });
  });

  it('applies edits, the manager note, delivery and a failed then paid charge with its cost and status time', async () => {
    const id = newId('fwd');
    const charge = (type: string, amountCents: number, minute: number) => ({ type, data: { documentId: id, amountCents, at: at(minute) } });
    await spec.given({
      [`forwarding-${id}`]: [
        created(id),
        {
          type: 'ForwardingShipmentEdited',
          data: { trackingNumber: '1Z777', courierService: 'DHL', parcels: 3, files: [], clientNote: null, at: at(1) },
        },
        { type: 'ForwardingShipmentDelivered', data: { at: at(2) } },
        { type: 'ForwardingManagerNoteSet', data: { managerNote: 'One box dented', at: at(3) } },
        charge('ForwardingPaymentRequested', 1500, 4),
        charge('ForwardingPaymentFailed', 1500, 5),
        charge('ForwardingPaymentRequested', 1500, 6),
        charge('ForwardingShipmentPaid', 1500, 7),
      ],
    });
    expect(await row(id)).toMatchObject({
      tracking_number: '1Z777',
      courier_service: 'DHL',
      parcels: 3,
      client_note: null,
      manager_note: 'One box dented',
      processing_cost_cents: 1500,
      status: 'PAID',
      status_changed_at: new Date(at(7)),
      created_at: new Date(at(0)),
    });
  });

  it('shows a canceled shipment as CANCELED', async () => {
    const id = newId('fwd');
    await spec.given({ [`forwarding-${id}`]: [created(id), { type: 'ForwardingShipmentCanceled', data: { at: at(9) } }] });
    expect(await row(id)).toMatchObject({ status: 'CANCELED', status_changed_at: new Date(at(9)) });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = newId('fwd');
    await spec.given({ [`forwarding-${id}`]: [created(id), { type: 'ForwardingShipmentDelivered', data: { at: at(2) } }] });
    await spec.expectReplayChangesNothing(() => row(id));
  });
});
