// A fulfillment attempt: from its start to the cancel that ends it; what it keys and what it leaves to undo.
import type { OrderEvent } from '@ledgerhouse/contracts';
import { orderDecider } from '../../domain/order';
import * as f from '../../domain/order-fixtures';
import { askedForPayment, attemptAt, costsOf, isOpenAttempt, labelOf, labelRequestId, paymentDocumentId } from './fulfillment-attempt';

const canceled: OrderEvent = { type: 'ShipmentCanceled', data: { at: f.iso } };
const stored = (...events: OrderEvent[]) => events.map((e, i) => ({ ...e, version: i + 1 }));

describe('fulfillment attempt', () => {
  const history = stored(
    f.placed,
    f.reserved,
    f.started,
    f.labelRequested,
    f.labelAttached,
    f.costed,
    f.paymentRequested,
    f.paid,
    canceled,
    f.started,
  );

  it('runs from its FulfillmentStarted to the cancel that ends it; a new start is a new attempt', () => {
    expect(attemptAt(history, 2)).toBeNull();
    const first = attemptAt(history, 8)!;
    expect(first.startedVersion).toBe(3);
    expect(first.events.map((e) => e.type)).toEqual([
      'FulfillmentStarted',
      'LabelPurchaseRequested',
      'LabelAttached',
      'FulfillmentCostsCalculated',
      'FulfillmentPaymentRequested',
      'FulfillmentPaid',
      'ShipmentCanceled',
    ]);
    expect(attemptAt(history, 10)!.startedVersion).toBe(10);
  });

  it('is open until canceled or started afresh', () => {
    expect(isOpenAttempt(history, 4)).toBe(false);
    expect(isOpenAttempt(history, 10)).toBe(true);
    expect(isOpenAttempt(stored(f.placed, f.reserved, f.started, f.labelRequested), 4)).toBe(true);
  });

  it('knows the label to void and whether the wallet was asked', () => {
    const first = attemptAt(history, 3)!;
    expect(labelOf(first)).toEqual(f.label);
    expect(askedForPayment(first)).toBe(true);
    expect(labelOf(attemptAt(history, 10)!)).toBeNull();
    expect(askedForPayment(attemptAt(history, 10)!)).toBe(false);
  });

  it('keys the label request and the charge by order and attempt', () => {
    expect(labelRequestId('o-1', 3)).not.toBe(labelRequestId('o-1', 10));
    expect(paymentDocumentId('o-1', 3)).not.toBe(paymentDocumentId('o-1', 10));
    expect(labelRequestId('o-1', 3)).toBe(labelRequestId('o-1', 3));
  });

  it('bills the order’s units, the attached label and the extras asked for', () => {
    const state = [f.placed, f.reserved, f.started, f.labelRequested, f.labelAttached].reduce(
      orderDecider.evolve,
      orderDecider.initialState,
    );
    expect(costsOf(state)).toMatchObject({ labelCents: f.label.costCents, extraServicesCents: 0 });
    const insured = { ...state, options: { ...state.options!, insurance: true, commercialInvoiceFileId: 'file-1' } };
    expect(costsOf(insured).extraServicesCents).toBeGreaterThan(0);
  });
});
