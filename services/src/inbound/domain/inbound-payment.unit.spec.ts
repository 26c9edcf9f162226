// given / when / then for the money end of an inbound shipment: each command records nothing when its work is done.
import type { InboundCosts, InboundEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { inboundPaymentDecider } from './inbound-payment';

const { given } = deciderSpec(inboundPaymentDecider);
const at = new Date('2026-11-23T12:00:00Z');
const iso = at.toISOString();
const costs: InboundCosts = {
  processingCostCents: 500,
  billableSeconds: 600,
  freeSeconds: 0,
  hourlyCostCents: 3000,
  labelCostCents: 150,
  stickerCount: 8,
  stickerCostCents: 80,
  totalCents: 730,
};
const delivery = { trackingNumber: 'T', courierService: 'UPS', deliveryType: 'CUSTOM' as const, comment: null };
const located: InboundEvent[] = [
  {
    type: 'InboundDraftCreated',
    data: { shipmentId: 's-1', sellerId: 'u-1', number: 'IN-1', shipmentType: 'STANDARD', lines: [], delivery, at: iso },
  },
  { type: 'InboundSubmitted', data: { lines: [], delivery, at: iso } },
  { type: 'InboundDelivered', data: { at: iso } },
  { type: 'InboundCheckStarted', data: { at: iso } },
  { type: 'InboundAccepted', data: { received: [], billableSeconds: 600, at: iso } },
  { type: 'InboundLocated', data: { at: iso } },
];
const calculated: InboundEvent = { type: 'InboundCostsCalculated', data: { costs, at: iso } };
const requested: InboundEvent = { type: 'InboundPaymentRequested', data: { amountCents: 730, documentId: 's-1', at: iso } };
const failed: InboundEvent = { type: 'InboundPaymentFailed', data: { reason: 'INSUFFICIENT_FUNDS', at: iso } };
const paid: InboundEvent = { type: 'InboundPaid', data: { amountCents: 730, at: iso } };

describe('inbound payment', () => {
  it('records costs once the shipment is LOCATED, once', () => {
    given(...located)
      .when({ type: 'RecordInboundCosts', costs, at })
      .then([calculated]);
    given(...located, calculated)
      .when({ type: 'RecordInboundCosts', costs, at })
      .thenNothing();
    given(...located.slice(0, 5))
      .when({ type: 'RecordInboundCosts', costs, at })
      .thenThrows('INBOUND_STATUS_CONFLICT');
  });

  it('asks for the charge of the recorded total with the shipment as document; the first request only from PAYMENT', () => {
    given(...located, calculated)
      .when({ type: 'RequestInboundPayment', retry: false, at })
      .then([requested]);
    given(...located, calculated, requested)
      .when({ type: 'RequestInboundPayment', retry: false, at })
      .thenNothing();
    given(...located, calculated, requested, failed)
      .when({ type: 'RequestInboundPayment', retry: false, at })
      .thenNothing();
    given(...located, calculated, requested, failed)
      .when({ type: 'RequestInboundPayment', retry: true, at })
      .then([requested]);
    given(...located, calculated, requested, paid)
      .when({ type: 'RequestInboundPayment', retry: true, at })
      .thenNothing();
    given(...located)
      .when({ type: 'RequestInboundPayment', retry: true, at })
      .thenThrows('INBOUND_STATUS_CONFLICT');
  });

  it('records the result of a pending charge once', () => {
    given(...located, calculated, requested)
      .when({ type: 'MarkInboundPaid', amountCents: 730, at })
      .then([paid]);
    given(...located, calculated, requested, paid)
      .when({ type: 'MarkInboundPaid', amountCents: 730, at })
      .thenNothing();
    given(...located, calculated, requested)
      .when({ type: 'MarkInboundPaymentFailed', reason: 'INSUFFICIENT_FUNDS', at })
      .then([failed]);
    given(...located, calculated, requested, failed)
      .when({ type: 'MarkInboundPaymentFailed', reason: 'INSUFFICIENT_FUNDS', at })
      .thenNothing();
    given(...located, calculated, requested, paid)
      .when({ type: 'MarkInboundPaymentFailed', reason: 'OTHER', at })
      .thenNothing();
    given(...located, calculated, requested, failed)
      .when({ type: 'MarkInboundPaid', amountCents: 730, at })
      .thenThrows('INBOUND_STATUS_CONFLICT');
  });
});
