// A charge taken before an outside purchase is settled against the final price: a partial refund of the excess, once,
// and a later full refund gives back only what is left; auto top-up may be asked before a charge the balance cannot cover.
import type { WalletEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { walletDecider, type WalletCommand } from './wallet';

const at = new Date('2026-11-28T10:00:00Z');
const iso = at.toISOString();
const { given } = deciderSpec(walletDecider);

const toppedUp: WalletEvent = {
  type: 'WalletToppedUp',
  data: {
    entryId: 't-1',
    source: 'BY_STAFF',
    amountCents: 1000,
    balanceAfterCents: 1000,
    cardId: null,
    paymentId: null,
    comment: null,
    at: iso,
  },
};
const spent: WalletEvent = {
  type: 'WalletSpent',
  data: {
    entryId: 's-1',
    purpose: 'ORDER_FULFILLMENT',
    amountCents: 400,
    balanceAfterCents: 600,
    documentId: 'doc-1',
    notes: null,
    at: iso,
  },
};
const refund = (entryId: string, amountCents?: number): WalletCommand => ({
  type: 'RefundSpending',
  entryId,
  purpose: 'ORDER_FULFILLMENT',
  documentId: 'doc-1',
  ...(amountCents === undefined ? {} : { amountCents }),
  at,
});
const refunded = (entryId: string, amountCents: number, balanceAfterCents: number): WalletEvent => ({
  type: 'WalletToppedUp',
  data: {
    entryId,
    source: 'REFUND',
    amountCents,
    balanceAfterCents,
    cardId: null,
    paymentId: null,
    comment: null,
    refundOf: { purpose: 'ORDER_FULFILLMENT', documentId: 'doc-1' },
    at: iso,
  },
});

describe('wallet decider: settling a charge taken before the final price', () => {
  it('given a 400 charge, when settling 150 of it, then 150 back once; a full refund afterwards gives back the other 250', () => {
    given(toppedUp, spent)
      .when(refund('settle', 150))
      .then([refunded('settle', 150, 750)])
      .when(refund('settle', 150))
      .thenNothing()
      .when(refund('full'))
      .then([refunded('full', 250, 1000)])
      .when(refund('again'))
      .thenNothing();
  });

  it('never gives back more than the charge took', () => {
    given(toppedUp, spent)
      .when(refund('settle', 5000))
      .then([refunded('settle', 400, 1000)]);
  });

  it('refuses a settlement that is not a positive integer of cents', () => {
    given(toppedUp, spent).when(refund('settle', 0)).thenThrows('VALIDATION_FAILED');
    given(toppedUp, spent).when(refund('settle', 1.5)).thenThrows('VALIDATION_FAILED');
  });
});

describe('wallet decider: auto top-up asked before a charge', () => {
  const ask = (shortfallCents: number): WalletCommand => ({ type: 'RequestAutoTopUp', requestId: 'req-1', shortfallCents, at });
  const on: WalletEvent = {
    type: 'AutoTopUpConfigured',
    data: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000, at: iso },
  };

  it('asks for at least the minimum, or the shortfall when it is more, only while auto top-up is on and none is open', () => {
    given(on)
      .when(ask(500))
      .then([{ type: 'AutoTopUpRequested', data: { requestId: 'req-1', amountCents: 10_000, balanceCents: 0, at: iso } }])
      .when(ask(500))
      .thenNothing();
    given(on)
      .when(ask(25_000))
      .then([{ type: 'AutoTopUpRequested', data: { requestId: 'req-1', amountCents: 25_000, balanceCents: 0, at: iso } }]);
    given().when(ask(500)).thenNothing();
  });
});
