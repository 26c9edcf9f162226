import type { WalletEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { walletDecider, type WalletCommand } from './wallet';

const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();

const toppedUp = (
  amountCents: number,
  balanceAfterCents: number,
  source: 'MANUAL_FUND' | 'AUTO_FUND' | 'BY_STAFF' = 'BY_STAFF',
  entryId = `t-${balanceAfterCents}`,
): WalletEvent => ({
  type: 'WalletToppedUp',
  data: { entryId, source, amountCents, balanceAfterCents, cardId: null, paymentId: null, comment: null, at: iso },
});
const configured = (triggerLevelCents: number | null, enabled = true, minimumAmountCents = 10_000): WalletEvent => ({
  type: 'AutoTopUpConfigured',
  data: { enabled, minimumAmountCents, triggerLevelCents, at: iso },
});
const spend = (
  amountCents: number,
  documentId = 'doc-1',
  extra: Partial<Extract<WalletCommand, { type: 'Spend' }>> = {},
): WalletCommand => ({
  type: 'Spend',
  entryId: `e-${documentId}`,
  requestId: `r-${documentId}`,
  purpose: 'STORAGE_FEE',
  amountCents,
  documentId,
  notes: null,
  autoTopUpAllowed: true,
  at,
  ...extra,
});
const spent = (amountCents: number, balanceAfterCents: number, documentId = 'doc-1'): WalletEvent => ({
  type: 'WalletSpent',
  data: { entryId: `e-${documentId}`, purpose: 'STORAGE_FEE', amountCents, balanceAfterCents, documentId, notes: null, at: iso },
});
const requested = (documentId: string, amountCents: number, balanceCents: number): WalletEvent => ({
  type: 'AutoTopUpRequested',
  data: { requestId: `r-${documentId}`, amountCents, balanceCents, at: iso },
});

const { given } = deciderSpec(walletDecider);

describe('wallet decider: top-ups', () => {
  it('given a card top-up requested, then it moves no money and stays open until its outcome settles it once', () => {
    const request: WalletCommand = {
      type: 'RequestTopUp',
      entryId: 'm-9',
      amountCents: 700,
      cardId: 'c-1',
      idempotencyKey: 'topup-m-9',
      at,
    };
    const intent: WalletEvent = {
      type: 'TopUpRequested',
      data: { entryId: 'm-9', source: 'MANUAL_FUND', amountCents: 700, cardId: 'c-1', idempotencyKey: 'topup-m-9', at: iso },
    };
    const open = given(toppedUp(1000, 1000)).when(request).then([intent]);
    expect(open.state.balanceCents).toBe(1000);
    expect(Object.keys(open.state.openTopUps)).toEqual(['m-9']);
    open.when(request).thenNothing();
    const settled = given(toppedUp(1000, 1000), intent, toppedUp(700, 1700, 'MANUAL_FUND', 'm-9')).state;
    expect(settled).toMatchObject({ balanceCents: 1700, openTopUps: {} });
  });

  it('given a balance, when a card top-up succeeds, then WalletToppedUp with the balance after', () => {
    const command: WalletCommand = {
      type: 'RecordTopUp',
      entryId: 'm-1',
      source: 'MANUAL_FUND',
      amountCents: 500,
      cardId: 'c-1',
      comment: null,
      outcome: { ok: true, paymentId: 'p-1' },
      at,
    };
    given(toppedUp(1000, 1000))
      .when(command)
      .then([
        {
          type: 'WalletToppedUp',
          data: {
            entryId: 'm-1',
            source: 'MANUAL_FUND',
            amountCents: 500,
            balanceAfterCents: 1500,
            cardId: 'c-1',
            paymentId: 'p-1',
            comment: null,
            at: iso,
          },
        },
      ]);
  });

  it('when a card top-up fails, then TopUpFailed with the failure and the balance unchanged', () => {
    const command: WalletCommand = {
      type: 'RecordTopUp',
      entryId: 'm-1',
      source: 'MANUAL_FUND',
      amountCents: 500,
      cardId: 'c-1',
      comment: null,
      outcome: { ok: false, paymentId: 'p-1', failure: 'CARD_DECLINED' },
      at,
    };
    const after = given(toppedUp(1000, 1000))
      .when(command)
      .then([
        {
          type: 'TopUpFailed',
          data: {
            entryId: 'm-1',
            source: 'MANUAL_FUND',
            amountCents: 500,
            cardId: 'c-1',
            paymentId: 'p-1',
            failure: 'CARD_DECLINED',
            at: iso,
          },
        },
      ]);
    expect(after.state.balanceCents).toBe(1000);
  });

  it('records a staff top-up with its comment; the same entry twice records once', () => {
    const command: WalletCommand = {
      type: 'RecordTopUp',
      entryId: 's-1',
      source: 'BY_STAFF',
      amountCents: 2500,
      cardId: null,
      comment: 'goodwill',
      outcome: { ok: true, paymentId: null },
      at,
    };
    const first = given().when(command).events;
    expect(first[0]).toMatchObject({ type: 'WalletToppedUp', data: { source: 'BY_STAFF', comment: 'goodwill', balanceAfterCents: 2500 } });
    given(...first)
      .when(command)
      .thenNothing();
  });

  it('rejects a non-positive or fractional amount', () => {
    for (const amountCents of [0, -5, 1.5]) {
      given()
        .when({
          type: 'RecordTopUp',
          entryId: 'x',
          source: 'BY_STAFF',
          amountCents,
          cardId: null,
          comment: 'c',
          outcome: { ok: true, paymentId: null },
          at,
        })
        .thenThrows('VALIDATION_FAILED');
      given(toppedUp(1000, 1000)).when(spend(amountCents)).thenThrows('VALIDATION_FAILED');
    }
  });
});

describe('wallet decider: spendings', () => {
  it('given enough balance, when spending, then WalletSpent with the balance after', () => {
    given(toppedUp(1000, 1000))
      .when(spend(400))
      .then([spent(400, 600)]);
  });

  it('spends the whole balance down to exactly zero', () => {
    given(toppedUp(1000, 1000))
      .when(spend(1000))
      .then([spent(1000, 0)]);
  });

  it('given too little balance, when spending, then SpendingRefused with the balance and nothing moves', () => {
    const after = given(toppedUp(1000, 1000))
      .when(spend(1001))
      .then([
        {
          type: 'SpendingRefused',
          data: {
            entryId: 'e-doc-1',
            purpose: 'STORAGE_FEE',
            amountCents: 1001,
            balanceCents: 1000,
            documentId: 'doc-1',
            notes: null,
            at: iso,
          },
        },
      ]);
    expect(after.state.balanceCents).toBe(1000);
  });

  it('is idempotent per purpose and document: the same document spends once', () => {
    given(toppedUp(1000, 1000), spent(400, 600))
      .when(spend(400, 'doc-1', { entryId: 'other' }))
      .thenNothing();
    expect(
      given(toppedUp(1000, 1000), spent(400, 600)).when(spend(400, 'doc-1', { purpose: 'SUBSCRIPTION', entryId: 'e-doc-1' })).events[0],
    ).toMatchObject({ type: 'WalletSpent', data: { balanceAfterCents: 200 } });
  });

  it('records a refusal once; a retry is accepted once the balance covers it', () => {
    const refused = given(toppedUp(100, 100)).when(spend(500)).events;
    given(toppedUp(100, 100), ...refused)
      .when(spend(500, 'doc-1', { entryId: 'e-2' }))
      .thenNothing();
    const paid = given(toppedUp(100, 100), ...refused, toppedUp(1000, 1100)).when(spend(500, 'doc-1', { entryId: 'e-2' })).events;
    expect(paid[0]).toMatchObject({ type: 'WalletSpent', data: { entryId: 'e-2', balanceAfterCents: 600 } });
  });
});

describe('wallet decider: auto top-up', () => {
  it('refuses enabling without a card with CARD_REQUIRED; disabling needs none', () => {
    const settings = { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 };
    given().when({ type: 'ConfigureAutoTopUp', settings, hasCard: false, at }).thenThrows('CARD_REQUIRED');
    given()
      .when({ type: 'ConfigureAutoTopUp', settings: { ...settings, enabled: false }, hasCard: false, at })
      .then([configured(3_000, false)]);
    given()
      .when({ type: 'ConfigureAutoTopUp', settings, hasCard: true, at })
      .then([configured(3_000)]);
  });

  it('given a balance at the trigger, when a spending crosses below it, then AutoTopUpRequested in the same decision', () => {
    given(toppedUp(5_000, 5_000), configured(3_000))
      .when(spend(2_001))
      .then([spent(2_001, 2_999), requested('doc-1', 10_000, 2_999)]);
    given(toppedUp(3_000, 3_000), configured(3_000))
      .when(spend(1))
      .then([spent(1, 2_999), requested('doc-1', 10_000, 2_999)]);
  });

  it('asks for enough to reach the trigger when the minimum would not', () => {
    given(toppedUp(50_000, 50_000), configured(40_000))
      .when(spend(49_000))
      .then([spent(49_000, 1_000), requested('doc-1', 39_000, 1_000)]);
  });

  it('does not request when the spending stays above the trigger, when already below, when disabled or without a trigger', () => {
    given(toppedUp(5_000, 5_000), configured(3_000))
      .when(spend(2_000))
      .then([spent(2_000, 3_000)]);
    given(toppedUp(2_000, 2_000), configured(3_000))
      .when(spend(100))
      .then([spent(100, 1_900)]);
    given(toppedUp(5_000, 5_000), configured(3_000, false))
      .when(spend(4_000))
      .then([spent(4_000, 1_000)]);
    given(toppedUp(5_000, 5_000), configured(null))
      .when(spend(4_000))
      .then([spent(4_000, 1_000)]);
  });

  it('does not request for a blocked account', () => {
    given(toppedUp(5_000, 5_000), configured(3_000))
      .when(spend(4_000, 'doc-1', { autoTopUpAllowed: false }))
      .then([spent(4_000, 1_000)]);
  });

  it('asks no second time while a request is open, and again after it is settled and the balance crosses again', () => {
    const open = [toppedUp(10_000, 10_000), configured(3_000), spent(8_000, 2_000, 'd1'), requested('d1', 10_000, 2_000)];
    expect(given(...open).state.pending).toEqual({ requestId: 'r-d1', amountCents: 10_000 });
    given(toppedUp(10_000, 10_000), configured(3_000), spent(1_000, 9_000, 'd0'), requested('d0', 10_000, 2_000))
      .when(spend(7_000, 'd2'))
      .then([spent(7_000, 2_000, 'd2')]);
    const settle: WalletCommand = {
      type: 'RecordTopUp',
      entryId: 'r-d1',
      source: 'AUTO_FUND',
      amountCents: 10_000,
      cardId: 'c',
      comment: null,
      outcome: { ok: true, paymentId: 'p' },
      at,
    };
    const settled = given(...open).when(settle).events;
    expect(settled[0]).toMatchObject({ type: 'WalletToppedUp', data: { source: 'AUTO_FUND', balanceAfterCents: 12_000 } });
    given(...open, ...settled)
      .when(settle)
      .thenNothing();
    expect(given(...open, ...settled).state.pending).toBeNull();
    given(...open, ...settled)
      .when(spend(9_500, 'd3'))
      .then([spent(9_500, 2_500, 'd3'), requested('d3', 10_000, 2_500)]);
  });

  it('a failed auto top-up clears the request and is remembered until one succeeds', () => {
    const open = [toppedUp(10_000, 10_000), configured(3_000), spent(8_000, 2_000, 'd1'), requested('d1', 10_000, 2_000)];
    const failed: WalletEvent = {
      type: 'TopUpFailed',
      data: {
        entryId: 'r-d1',
        source: 'AUTO_FUND',
        amountCents: 10_000,
        cardId: 'c',
        paymentId: null,
        failure: 'CARD_INSUFFICIENT_FUNDS',
        at: iso,
      },
    };
    const { state } = given(...open)
      .when({
        type: 'RecordTopUp',
        entryId: 'r-d1',
        source: 'AUTO_FUND',
        amountCents: 10_000,
        cardId: 'c',
        comment: null,
        outcome: { ok: false, paymentId: null, failure: 'CARD_INSUFFICIENT_FUNDS' },
        at,
      })
      .then([failed]);
    expect(state.pending).toBeNull();
    expect(state.lastAutoTopUpFailure).toEqual({ amountCents: 10_000, failure: 'CARD_INSUFFICIENT_FUNDS', at: iso });
    expect(given(...open, failed, toppedUp(10_000, 12_000, 'AUTO_FUND', 'r-x')).state.lastAutoTopUpFailure).toBeNull();
  });

  it('ignores an auto top-up for a request that is not open', () => {
    given(toppedUp(10_000, 10_000))
      .when({
        type: 'RecordTopUp',
        entryId: 'r-none',
        source: 'AUTO_FUND',
        amountCents: 10_000,
        cardId: 'c',
        comment: null,
        outcome: { ok: true, paymentId: 'p' },
        at,
      })
      .thenNothing();
  });
});

describe('wallet decider: refunds', () => {
  const refund = (documentId = 'doc-1', entryId = 'refund-1'): WalletCommand => ({
    type: 'RefundSpending',
    entryId,
    purpose: 'STORAGE_FEE',
    documentId,
    at,
  });

  it('given an accepted spending, when refunding it, then a REFUND top-up of what it took; the same refund twice records once', () => {
    given(toppedUp(1000, 1000), spent(400, 600))
      .when(refund())
      .then([
        {
          type: 'WalletToppedUp',
          data: {
            entryId: 'refund-1',
            source: 'REFUND',
            amountCents: 400,
            balanceAfterCents: 1000,
            cardId: null,
            paymentId: null,
            comment: null,
            refundOf: { purpose: 'STORAGE_FEE', documentId: 'doc-1' },
            at: iso,
          },
        },
      ])
      .when(refund())
      .thenNothing();
  });

  it('refunds nothing for a refused, unknown or other-purpose spending', () => {
    const refused = given(toppedUp(100, 100)).when(spend(500)).events;
    given(toppedUp(100, 100), ...refused)
      .when(refund())
      .thenNothing();
    given(toppedUp(1000, 1000), spent(400, 600)).when(refund('doc-2')).thenNothing();
    given(toppedUp(1000, 1000), spent(400, 600))
      .when({ ...refund(), purpose: 'SUBSCRIPTION' } as WalletCommand)
      .thenNothing();
  });
});
