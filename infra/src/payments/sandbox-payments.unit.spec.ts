import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import { ManualClock } from '../clock/clock';
import { luhnValid } from './payment-port';
import { SandboxPayments } from './sandbox-payments';
import { InMemorySandboxRecords } from './sandbox-records';

const clock = new ManualClock(new Date('2026-11-22T12:00:00Z'));
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

async function linked(payments: SandboxPayments, number: string) {
  const result = await payments.tokenizeCard(card(number));
  if (!result.ok) throw new Error(result.failure);
  return result.card;
}

describe('sandbox payments', () => {
  let records: InMemorySandboxRecords;
  let payments: SandboxPayments;
  beforeEach(() => {
    records = new InMemorySandboxRecords();
    payments = new SandboxPayments(records, clock);
  });

  it('checks the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('12ab')).toBe(false);
  });

  it('refuses a number that fails the Luhn check with CARD_NUMBER_INVALID', async () => {
    expect(await payments.tokenizeCard(card('4242 4242 4242 4241'))).toEqual({ ok: false, failure: 'CARD_NUMBER_INVALID' });
  });

  it('refuses an expiry in the past at tokenising with CARD_EXPIRED, accepts the current month', async () => {
    expect(await payments.tokenizeCard(card(SANDBOX_CARDS.success, { expMonth: 10, expYear: 2026 }))).toEqual({
      ok: false,
      failure: 'CARD_EXPIRED',
    });
    expect((await payments.tokenizeCard(card(SANDBOX_CARDS.success, { expMonth: 11, expYear: 2026 }))).ok).toBe(true);
  });

  it('answers an opaque token, the brand and the last four digits, and never keeps the number', async () => {
    const result = await linked(payments, '4242 4242 4242 4242');
    expect(result).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(result.token).toMatch(/^tok_sandbox_[0-9a-f]{24}$/);
    expect(JSON.stringify(await records.findCard(result.token))).not.toContain('4242424242424242');
  });

  it.each([
    [SANDBOX_CARDS.decline, 'CARD_DECLINED'],
    [SANDBOX_CARDS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS'],
    [SANDBOX_CARDS.expired, 'CARD_EXPIRED'],
  ])('fails a charge to test card %s with %s', async (number, failure) => {
    const token = (await linked(payments, number)).token;
    expect(await payments.charge({ token, amountCents: 500, idempotencyKey: `k-${number}` })).toMatchObject({ ok: false, failure });
  });

  it('charges the success card and any other valid number', async () => {
    for (const number of [SANDBOX_CARDS.success, '5555555555554444']) {
      const token = (await linked(payments, number)).token;
      expect(await payments.charge({ token, amountCents: 500, idempotencyKey: `ok-${number}` })).toMatchObject({
        ok: true,
        status: 'SUCCEEDED',
      });
    }
  });

  it('answers the same payment for the same idempotency key without a second charge', async () => {
    const token = (await linked(payments, SANDBOX_CARDS.success)).token;
    const first = await payments.charge({ token, amountCents: 700, idempotencyKey: 'same' });
    const again = await payments.charge({ token, amountCents: 700, idempotencyKey: 'same' });
    expect(again).toEqual(first);
    const other = await payments.charge({ token, amountCents: 700, idempotencyKey: 'other' });
    expect(other.ok && first.ok && other.paymentId !== first.paymentId).toBe(true);
  });

  it('finds a charge by its idempotency key without charging again, and answers NOT_FOUND for a key never charged', async () => {
    const token = (await linked(payments, SANDBOX_CARDS.success)).token;
    const charged = await payments.charge({ token, amountCents: 900, idempotencyKey: 'found' });
    expect(await payments.findCharge('found')).toEqual(charged);
    expect(await payments.findCharge('never-charged')).toEqual({ ok: null, state: 'NOT_FOUND' });
    const declined = await payments.charge({
      token: (await linked(payments, SANDBOX_CARDS.decline)).token,
      amountCents: 900,
      idempotencyKey: 'declined',
    });
    expect(await payments.findCharge('declined')).toEqual(declined);
  });

  it('fails a charge with an unknown token as PAYMENT_PROVIDER_ERROR', async () => {
    expect(await payments.charge({ token: 'tok_sandbox_unknown', amountCents: 100, idempotencyKey: 'x' })).toMatchObject({
      ok: false,
      failure: 'PAYMENT_PROVIDER_ERROR',
    });
  });

  it('fails a charge once the card has expired since linking', async () => {
    const later = new ManualClock(new Date('2026-11-22T12:00:00Z'));
    const sandbox = new SandboxPayments(records, later);
    const token = (await sandbox.tokenizeCard(card(SANDBOX_CARDS.success, { expMonth: 11, expYear: 2026 }))) as {
      ok: true;
      card: { token: string };
    };
    later.set(new Date('2026-12-01T00:00:00Z'));
    expect(await sandbox.charge({ token: token.card.token, amountCents: 100, idempotencyKey: 'late' })).toMatchObject({
      ok: false,
      failure: 'CARD_EXPIRED',
    });
  });
});
