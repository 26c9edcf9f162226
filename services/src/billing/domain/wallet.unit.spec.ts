import type { WalletEvent } from '@ledgerhouse/contracts';
import { foldWallet, walletDecider as decider, type WalletCommand } from './wallet';

const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();

const toppedUp = (amountCents: number, balanceAfterCents: number, source: 'MANUAL_FUND' | 'AUTO_FUND' | 'BY_STAFF' = 'BY_STAFF', entryId = `t-${balanceAfterCents}`): WalletEvent => ({
  type: 'WalletToppedUp',
  data: { entryId, source, amountCents, balanceAfterCents, cardId: null, paymentId: null, comment: null, at: iso },
});
const configured = (triggerLevelCents: number | null, enabled = true, minimumAmountCents = 10_000): WalletEvent => ({ type: 'AutoTopUpConfigured', data: { enabled, minimumAmountCents, triggerLevelCents, at: iso } });
const spend = (amountCents: number, documentId = 'doc-1', extra: Partial<Extract<WalletCommand, { type: 'Spend' }>> = {}): WalletCommand => ({
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
const requested = (documentId: string, amountCents: number, balanceCents: number): WalletEvent => ({ type: 'AutoTopUpRequested', data: { requestId: `r-${documentId}`, amountCents, balanceCents, at: iso } });

function given(events: WalletEvent[]) {
  return { when: (command: WalletCommand) => () => decider.decide(command, foldWallet(events)) };
}

describe('wallet decider: top-ups', () => {
  it('given a balance, when a card top-up succeeds, then WalletToppedUp with the balance after', () => {
    const command: WalletCommand = { type: 'RecordTopUp', entryId: 'm-1', source: 'MANUAL_FUND', amountCents: 500, cardId: 'c-1', comment: null, outcome: { ok: true, paymentId: 'p-1' }, at };
    expect(given([toppedUp(1000, 1000)]).when(command)()).toEqual([
      { type: 'WalletToppedUp', data: { entryId: 'm-1', source: 'MANUAL_FUND', amountCents: 500, balanceAfterCents: 1500, cardId: 'c-1', paymentId: 'p-1', comment: null, at: iso } },
    ]);
  });

  it('when a card top-up fails, then TopUpFailed with the failure and the balance unchanged', () => {
    const command: WalletCommand = { type: 'RecordTopUp', entryId: 'm-1', source: 'MANUAL_FUND', amountCents: 500, cardId: 'c-1', comment: null, outcome: { ok: false, paymentId: 'p-1', failure: 'CARD_DECLINED' }, at };
    const events = given([toppedUp(1000, 1000)]).when(command)();
    expect(events).toEqual([{ type: 'TopUpFailed', data: { entryId: 'm-1', source: 'MANUAL_FUND', amountCents: 500, cardId: 'c-1', paymentId: 'p-1', failure: 'CARD_DECLINED', at: iso } }]);
    expect(foldWallet([toppedUp(1000, 1000), ...events]).balanceCents).toBe(1000);
  });

  it('records a staff top-up with its comment; the same entry twice records once', () => {
    const command: WalletCommand = { type: 'RecordTopUp', entryId: 's-1', source: 'BY_STAFF', amountCents: 2500, cardId: null, comment: 'goodwill', outcome: { ok: true, paymentId: null }, at };
    const first = given([]).when(command)();
    expect(first[0]).toMatchObject({ type: 'WalletToppedUp', data: { source: 'BY_STAFF', comment: 'goodwill', balanceAfterCents: 2500 } });
    expect(given(first).when(command)()).toEqual([]);
  });

  it('rejects a non-positive or fractional amount', () => {
    for (const amountCents of [0, -5, 1.5]) {
      expect(given([]).when({ type: 'RecordTopUp', entryId: 'x', source: 'BY_STAFF', amountCents, cardId: null, comment: 'c', outcome: { ok: true, paymentId: null }, at })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
      expect(given([toppedUp(1000, 1000)]).when(spend(amountCents))).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    }
  });
});

describe('wallet decider: spendings', () => {
  it('given enough balance, when spending, then WalletSpent with the balance after', () => {
    expect(given([toppedUp(1000, 1000)]).when(spend(400))()).toEqual([spent(400, 600)]);
  });

  it('spends the whole balance down to exactly zero', () => {
    expect(given([toppedUp(1000, 1000)]).when(spend(1000))()).toEqual([spent(1000, 0)]);
  });

  it('given too little balance, when spending, then SpendingRefused with the balance and nothing moves', () => {
    const events = given([toppedUp(1000, 1000)]).when(spend(1001))();
    expect(events).toEqual([{ type: 'SpendingRefused', data: { entryId: 'e-doc-1', purpose: 'STORAGE_FEE', amountCents: 1001, balanceCents: 1000, documentId: 'doc-1', notes: null, at: iso } }]);
    expect(foldWallet([toppedUp(1000, 1000), ...events]).balanceCents).toBe(1000);
  });

  it('is idempotent per purpose and document: the same document spends once', () => {
    expect(given([toppedUp(1000, 1000), spent(400, 600)]).when(spend(400, 'doc-1', { entryId: 'other' }))()).toEqual([]);
    expect(given([toppedUp(1000, 1000), spent(400, 600)]).when(spend(400, 'doc-1', { purpose: 'SUBSCRIPTION', entryId: 'e-doc-1' }))()[0]).toMatchObject({ type: 'WalletSpent', data: { balanceAfterCents: 200 } });
  });

  it('records a refusal once; a retry is accepted once the balance covers it', () => {
    const refused = given([toppedUp(100, 100)]).when(spend(500))();
    expect(given([toppedUp(100, 100), ...refused]).when(spend(500, 'doc-1', { entryId: 'e-2' }))()).toEqual([]);
    const paid = given([toppedUp(100, 100), ...refused, toppedUp(1000, 1100)]).when(spend(500, 'doc-1', { entryId: 'e-2' }))();
    expect(paid[0]).toMatchObject({ type: 'WalletSpent', data: { entryId: 'e-2', balanceAfterCents: 600 } });
  });
});

describe('wallet decider: auto top-up', () => {
  it('refuses enabling without a card with CARD_REQUIRED; disabling needs none', () => {
    const settings = { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 };
    expect(given([]).when({ type: 'ConfigureAutoTopUp', settings, hasCard: false, at })).toThrow(expect.objectContaining({ code: 'CARD_REQUIRED' }));
    expect(given([]).when({ type: 'ConfigureAutoTopUp', settings: { ...settings, enabled: false }, hasCard: false, at })()).toEqual([configured(3_000, false)]);
    expect(given([]).when({ type: 'ConfigureAutoTopUp', settings, hasCard: true, at })()).toEqual([configured(3_000)]);
  });

  it('given a balance at the trigger, when a spending crosses below it, then AutoTopUpRequested in the same decision', () => {
    expect(given([toppedUp(5_000, 5_000), configured(3_000)]).when(spend(2_001))()).toEqual([spent(2_001, 2_999), requested('doc-1', 10_000, 2_999)]);
    expect(given([toppedUp(3_000, 3_000), configured(3_000)]).when(spend(1))()).toEqual([spent(1, 2_999), requested('doc-1', 10_000, 2_999)]);
  });

  it('asks for enough to reach the trigger when the minimum would not', () => {
    expect(given([toppedUp(50_000, 50_000), configured(40_000)]).when(spend(49_000))()).toEqual([spent(49_000, 1_000), requested('doc-1', 39_000, 1_000)]);
  });

  it('does not request when the spending stays above the trigger, when already below, when disabled or without a trigger', () => {
    expect(given([toppedUp(5_000, 5_000), configured(3_000)]).when(spend(2_000))()).toEqual([spent(2_000, 3_000)]);
    expect(given([toppedUp(2_000, 2_000), configured(3_000)]).when(spend(100))()).toEqual([spent(100, 1_900)]);
    expect(given([toppedUp(5_000, 5_000), configured(3_000, false)]).when(spend(4_000))()).toEqual([spent(4_000, 1_000)]);
    expect(given([toppedUp(5_000, 5_000), configured(null)]).when(spend(4_000))()).toEqual([spent(4_000, 1_000)]);
  });

  it('does not request for a blocked account', () => {
    expect(given([toppedUp(5_000, 5_000), configured(3_000)]).when(spend(4_000, 'doc-1', { autoTopUpAllowed: false }))()).toEqual([spent(4_000, 1_000)]);
  });

  it('asks no second time while a request is open, and again after it is settled and the balance crosses again', () => {
    const open = [toppedUp(10_000, 10_000), configured(3_000), spent(8_000, 2_000, 'd1'), requested('d1', 10_000, 2_000)];
    expect(foldWallet(open).pending).toEqual({ requestId: 'r-d1', amountCents: 10_000 });
    expect(given([toppedUp(10_000, 10_000), configured(3_000), spent(1_000, 9_000, 'd0'), requested('d0', 10_000, 2_000)]).when(spend(7_000, 'd2'))()).toEqual([spent(7_000, 2_000, 'd2')]);
    const settle: WalletCommand = { type: 'RecordTopUp', entryId: 'r-d1', source: 'AUTO_FUND', amountCents: 10_000, cardId: 'c', comment: null, outcome: { ok: true, paymentId: 'p' }, at };
    const settled = given(open).when(settle)();
    expect(settled[0]).toMatchObject({ type: 'WalletToppedUp', data: { source: 'AUTO_FUND', balanceAfterCents: 12_000 } });
    expect(given([...open, ...settled]).when(settle)()).toEqual([]);
    expect(foldWallet([...open, ...settled]).pending).toBeNull();
    expect(given([...open, ...settled]).when(spend(9_500, 'd3'))()).toEqual([spent(9_500, 2_500, 'd3'), requested('d3', 10_000, 2_500)]);
  });

  it('a failed auto top-up clears the request and is remembered until one succeeds', () => {
    const open = [toppedUp(10_000, 10_000), configured(3_000), spent(8_000, 2_000, 'd1'), requested('d1', 10_000, 2_000)];
    const failed = given(open).when({ type: 'RecordTopUp', entryId: 'r-d1', source: 'AUTO_FUND', amountCents: 10_000, cardId: 'c', comment: null, outcome: { ok: false, paymentId: null, failure: 'CARD_INSUFFICIENT_FUNDS' }, at })();
    expect(failed).toEqual([{ type: 'TopUpFailed', data: { entryId: 'r-d1', source: 'AUTO_FUND', amountCents: 10_000, cardId: 'c', paymentId: null, failure: 'CARD_INSUFFICIENT_FUNDS', at: iso } }]);
    const state = foldWallet([...open, ...failed]);
    expect(state.pending).toBeNull();
    expect(state.lastAutoTopUpFailure).toEqual({ amountCents: 10_000, failure: 'CARD_INSUFFICIENT_FUNDS', at: iso });
    expect(foldWallet([...open, ...failed, toppedUp(10_000, 12_000, 'AUTO_FUND', 'r-x')]).lastAutoTopUpFailure).toBeNull();
  });

  it('ignores an auto top-up for a request that is not open', () => {
    expect(given([toppedUp(10_000, 10_000)]).when({ type: 'RecordTopUp', entryId: 'r-none', source: 'AUTO_FUND', amountCents: 10_000, cardId: 'c', comment: null, outcome: { ok: true, paymentId: 'p' }, at })()).toEqual([]);
  });
});
