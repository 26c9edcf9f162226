// Every status against every command: the decider answers exactly what FORWARDING_TRANSITIONS allows.
import { FORWARDING_STATUSES, type ForwardingEvent, type ForwardingEventType, type ForwardingStatus } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { forwardingDecider, type ForwardingCommand } from './forwarding-shipment';
import { FORWARDING_TRANSITIONS, nextForwardingStatus } from './transitions';

const { given } = deciderSpec(forwardingDecider);
const at = new Date('2027-03-01T10:00:00.000Z');
const iso = at.toISOString();
const seller = 'seller-1';
const details = { trackingNumber: '1Z999', courierService: 'UPS', parcels: 2, files: [], clientNote: null };

const created: ForwardingEvent = {
  type: 'ForwardingShipmentCreated',
  data: { shipmentId: 'ship-1', sellerId: seller, ...details, at: iso },
};
const delivered: ForwardingEvent = { type: 'ForwardingShipmentDelivered', data: { at: iso } };
const requested: ForwardingEvent = { type: 'ForwardingPaymentRequested', data: { documentId: 'ship-1', amountCents: 1500, at: iso } };
const paid: ForwardingEvent = { type: 'ForwardingShipmentPaid', data: { documentId: 'ship-1', amountCents: 1500, at: iso } };
const failed: ForwardingEvent = { type: 'ForwardingPaymentFailed', data: { documentId: 'ship-1', amountCents: 1500, at: iso } };
const canceled: ForwardingEvent = { type: 'ForwardingShipmentCanceled', data: { at: iso } };

/** A history that ends in each status. */
const histories: Record<ForwardingStatus, ForwardingEvent[]> = {
  NOT_DELIVERED: [created],
  DELIVERED: [created, delivered],
  PAYMENT_PENDING: [created, delivered, requested],
  PAYMENT_FAILED: [created, delivered, requested, failed],
  PAID: [created, delivered, requested, paid],
  CANCELED: [created, canceled],
};

/** Each command, and the one event it asks for. */
const commands: { command: ForwardingCommand; event: ForwardingEventType }[] = [
  { command: { type: 'Edit', sellerId: seller, details: { ...details, parcels: 3 }, at }, event: 'ForwardingShipmentEdited' },
  { command: { type: 'Cancel', sellerId: seller, at }, event: 'ForwardingShipmentCanceled' },
  { command: { type: 'MarkDelivered', at }, event: 'ForwardingShipmentDelivered' },
  { command: { type: 'SetManagerNote', managerNote: 'Two boxes, one dented', at }, event: 'ForwardingManagerNoteSet' },
  { command: { type: 'RequestPayment', amountCents: 1500, at }, event: 'ForwardingPaymentRequested' },
  { command: { type: 'RecordPayment', accepted: true, at }, event: 'ForwardingShipmentPaid' },
  { command: { type: 'RecordPayment', accepted: false, at }, event: 'ForwardingPaymentFailed' },
];

describe('forwarding shipment transitions', () => {
  it('has a history for every status, each ending in that status', () => {
    for (const status of FORWARDING_STATUSES) expect(given(...histories[status]).state.status).toBe(status);
  });

  describe.each(FORWARDING_STATUSES)('in %s', (status) => {
    it.each(commands.map((c) => [c.command.type + (c.command.type === 'RecordPayment' ? ` ${c.event}` : ''), c] as const))(
      '%s does what the table says',
      (_name, { command, event }) => {
        const when = given(...histories[status]).when(command);
        if (status === 'CANCELED') return when.thenThrows('FORWARDING_SHIPMENT_CANCELED');
        const allowed = FORWARDING_TRANSITIONS[event].from.includes(status);
        // A charge already open is resumed, and a payment answer with none open is recorded already: nothing new.
        if (command.type === 'RequestPayment' && status === 'PAYMENT_PENDING') return void when.thenNothing();
        if (command.type === 'RecordPayment' && status !== 'PAYMENT_PENDING') return void when.thenNothing();
        if (!allowed) return when.thenThrows('FORWARDING_STATUS_CONFLICT', { params: { status } });
        expect(when.events.map((e) => e.type)).toEqual([event]);
        const after = given(...histories[status], ...when.events).state.status;
        expect(after).toBe(nextForwardingStatus(status, event));
      },
    );
  });

  it('allows nothing but creation before the shipment exists (NOT_FOUND)', () => {
    for (const { command } of commands) given().when(command).thenThrows('NOT_FOUND');
    given().when({ type: 'Create', shipmentId: 'ship-1', sellerId: seller, details, at }).then([created]);
  });

  it('never lets anything follow a cancel: CANCELED leaves the table', () => {
    for (const rule of Object.values(FORWARDING_TRANSITIONS)) expect(rule.from).not.toContain('CANCELED');
  });
});

describe('forwarding shipment rules', () => {
  it('answers another seller NOT_FOUND for edit and cancel', () => {
    given(created).when({ type: 'Cancel', sellerId: 'seller-2', at }).thenThrows('NOT_FOUND');
    given(created).when({ type: 'Edit', sellerId: 'seller-2', details, at }).thenThrows('NOT_FOUND');
  });

  it('records nothing for an edit that changes nothing, a note already set, or a creation repeated', () => {
    given(created).when({ type: 'Edit', sellerId: seller, details, at }).thenNothing();
    given(created)
      .when({ type: 'SetManagerNote', managerNote: 'ok', at })
      .then([{ type: 'ForwardingManagerNoteSet', data: { managerNote: 'ok', at: iso } }])
      .when({ type: 'SetManagerNote', managerNote: 'ok', at })
      .thenNothing();
    given(created).when({ type: 'Create', shipmentId: 'ship-1', sellerId: seller, details, at }).thenNothing();
  });

  it('charges the last attempt’s amount again when no cost is given (retry after a top-up), and refuses that before any attempt', () => {
    given(created, delivered, requested, failed).when({ type: 'RequestPayment', amountCents: null, at }).then([requested]);
    given(created, delivered)
      .when({ type: 'RequestPayment', amountCents: null, at })
      .thenThrows('FORWARDING_STATUS_CONFLICT', { params: { status: 'DELIVERED' } });
  });

  it('refuses more than 5 files on creation and edit (FILES_TOO_MANY)', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ id: `file-${i}`, name: `label-${i}.pdf` }));
    given()
      .when({ type: 'Create', shipmentId: 'ship-1', sellerId: seller, details: { ...details, files: six }, at })
      .thenThrows('FILES_TOO_MANY', { params: { max: 5 } });
    given(created)
      .when({ type: 'Edit', sellerId: seller, details: { ...details, files: six }, at })
      .thenThrows('FILES_TOO_MANY', { params: { max: 5 } });
    given(created)
      .when({ type: 'Edit', sellerId: seller, details: { ...details, files: six.slice(0, 5) }, at })
      .then([{ type: 'ForwardingShipmentEdited', data: { ...details, files: six.slice(0, 5), at: iso } }]);
  });

  it('charges the shipment as its own document, and records the answer with the amount asked', () => {
    given(created, delivered)
      .when({ type: 'RequestPayment', amountCents: 1500, at })
      .then([requested])
      .when({ type: 'RecordPayment', accepted: false, at })
      .then([failed])
      .when({ type: 'RequestPayment', amountCents: 1700, at })
      .then([{ type: 'ForwardingPaymentRequested', data: { documentId: 'ship-1', amountCents: 1700, at: iso } }])
      .when({ type: 'RecordPayment', accepted: true, at })
      .then([{ type: 'ForwardingShipmentPaid', data: { documentId: 'ship-1', amountCents: 1700, at: iso } }]);
  });
});
