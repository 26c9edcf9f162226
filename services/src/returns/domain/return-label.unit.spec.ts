// The return label's intent: recorded before the carrier is asked, resumed after a crash, renewed after a failure.
import type { OrderLabel, ReturnLabelEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { returnLabelDecider, returnLabelRequestId, type ReturnLabelCommand } from './return-label';

const at = new Date('2027-03-01T10:00:00Z');
const iso = at.toISOString();
const label: OrderLabel = {
  carrier: 'USPS',
  service: 'Ground Advantage',
  trackingNumber: '9400111',
  fileId: 'file-1',
  costCents: 612,
  carrierLabelId: 'sbxlbl_1',
  estimatedDays: 3,
};
const request: ReturnLabelCommand = { type: 'RequestPurchase', orderId: 'o-1', sellerId: 's-1', at };
const requested = (n: number): ReturnLabelEvent => ({
  type: 'ReturnLabelPurchaseRequested',
  data: { orderId: 'o-1', sellerId: 's-1', requestId: returnLabelRequestId('o-1', n), at: iso },
});
const failed = (n: number): ReturnLabelEvent => ({
  type: 'ReturnLabelPurchaseFailed',
  data: { requestId: returnLabelRequestId('o-1', n), reason: 'Failed to purchase label', at: iso },
});

const { given } = deciderSpec(returnLabelDecider);

describe('return label decider', () => {
  it('records the purchase request before the carrier is asked; asked again mid-purchase, it resumes the same request', () => {
    given()
      .when(request)
      .then([requested(1)])
      .when(request)
      .thenNothing();
    expect(given(requested(1)).state.pending).toBe(returnLabelRequestId('o-1', 1));
  });

  it('records the bought label once, for the pending request only; then no new request', () => {
    const buy: ReturnLabelCommand = { type: 'RecordPurchase', requestId: returnLabelRequestId('o-1', 1), label, at };
    given(requested(1))
      .when(buy)
      .then([{ type: 'ReturnLabelPurchased', data: { requestId: returnLabelRequestId('o-1', 1), label, at: iso } }])
      .when(buy)
      .thenNothing()
      .when(request)
      .thenNothing();
    given(requested(1))
      .when({ ...buy, requestId: 'other' })
      .thenNothing();
  });

  it('after a failure, the next request tries afresh under a new id', () => {
    const fail: ReturnLabelCommand = {
      type: 'RecordFailure',
      requestId: returnLabelRequestId('o-1', 1),
      reason: 'Failed to purchase label',
      at,
    };
    given(requested(1))
      .when(fail)
      .then([failed(1)])
      .when(fail)
      .thenNothing()
      .when(request)
      .then([requested(2)]);
  });
});
