// Cards over real HTTP: linking through the sandbox processor, primary card rules, deletion when blocked, card history.
import { ManualClock } from '@ledgerhouse/infra';
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import { login, newSeller, type Account } from '../support/accounts';
import { as, blockUser, cardBody, caughtUp, linkCard } from '../support/billing';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let staff: Account;
const clock = new ManualClock(new Date());
beforeAll(async () => {
  app = await startTestApp({ clock });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const cards = async (account: Account) =>
  (await api(app, 'GET', '/api/cards', as(account))).body.items as {
    id: string;
    primary: boolean;
    expired: boolean;
    last4: string;
    provider: string;
    brand: string;
  }[];

describe('cards', () => {
  it('makes the first card primary and the next ones additional, and never returns the number or token', async () => {
    const seller = await newSeller(app);
    const first = await linkCard(app, seller, '4242 4242 4242 4242');
    const second = await linkCard(app, seller, '5555555555554444');
    const list = await api(app, 'GET', '/api/cards', as(seller));
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: first,
        primary: true,
        last4: '4242',
        brand: 'visa',
        provider: 'sandbox',
        expired: false,
        expMonth: 12,
        expYear: 2035,
      }),
      expect.objectContaining({ id: second, primary: false, last4: '4444', brand: 'mastercard' }),
    ]);
    expect(JSON.stringify(list.body)).not.toMatch(/4242424242424242|tok_/);
    const events = await app.running.persistence.store.readStream(`cards-${seller.id}`);
    expect(JSON.stringify(events)).not.toContain('4242424242424242');
  });

  it('rejects a malformed number (400 CARD_NUMBER_INVALID field), a Luhn failure (422) and a past expiry (422 CARD_EXPIRED)', async () => {
    const seller = await newSeller(app);
    const malformed = await api(app, 'POST', '/api/cards', { ...as(seller), body: cardBody('4242-abc') });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.fields).toEqual([expect.objectContaining({ field: 'number', code: 'CARD_NUMBER_INVALID' })]);
    const luhn = await api(app, 'POST', '/api/cards', { ...as(seller), body: cardBody('4242424242424241') });
    expect([luhn.status, luhn.body.code]).toEqual([422, 'CARD_NUMBER_INVALID']);
    // On the number field, so the card form shows it there.
    expect(luhn.body.details.fields).toEqual([expect.objectContaining({ field: 'number', code: 'CARD_NUMBER_INVALID' })]);
    const expired = await api(app, 'POST', '/api/cards', {
      ...as(seller),
      body: cardBody(SANDBOX_CARDS.success, { expMonth: 1, expYear: 2020 }),
    });
    expect([expired.status, expired.body.code]).toEqual([422, 'CARD_EXPIRED']);
    expect(await cards(seller)).toEqual([]);
  });

  it('refuses the same card (number ending, brand, expiry) linked twice with 409 CARD_ALREADY_LINKED on the number, in en-US and ru-RU', async () => {
    const seller = await newSeller(app);
    const first = await linkCard(app, seller, SANDBOX_CARDS.success, { expMonth: 5, expYear: 2030 });
    const again = await api(app, 'POST', '/api/cards', {
      ...as(seller),
      body: cardBody('4242 4242 4242 4242', { expMonth: 5, expYear: 2030 }),
    });
    expect([again.status, again.body.code, again.body.message]).toEqual([409, 'CARD_ALREADY_LINKED', 'This card is already linked']);
    expect(again.body.details.fields).toEqual([expect.objectContaining({ field: 'number', code: 'CARD_ALREADY_LINKED' })]);
    const ru = await api(app, 'POST', '/api/cards/yookassa', {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
      body: cardBody(SANDBOX_CARDS.success, { expMonth: 5, expYear: 2030 }),
    });
    expect([ru.status, ru.body.message]).toEqual([409, 'Эта карта уже привязана']);
    expect((await cards(seller)).map((c) => c.id)).toEqual([first]);
    // Another expiry is another card; a removed card links again.
    const renewed = await linkCard(app, seller, SANDBOX_CARDS.success, { expMonth: 5, expYear: 2031 });
    const removed = await api(app, 'DELETE', `/api/cards/${first}`, as(seller));
    await caughtUp(app, removed.body.position);
    const relinked = await linkCard(app, seller, SANDBOX_CARDS.success, { expMonth: 5, expYear: 2030 });
    expect((await cards(seller)).map((c) => c.id)).toEqual([renewed, relinked]);
  });

  it('makes another card primary, and promotes the next card when the primary is removed', async () => {
    const seller = await newSeller(app);
    const [a, b, c] = [
      await linkCard(app, seller),
      await linkCard(app, seller, '5555555555554444'),
      await linkCard(app, seller, SANDBOX_CARDS.success, { expYear: 2036 }),
    ];
    const made = await api(app, 'POST', `/api/cards/${b}/make-primary`, as(seller));
    expect(made.status).toBe(200);
    await caughtUp(app, made.body.position);
    expect((await cards(seller)).map((x) => [x.id, x.primary])).toEqual([
      [b, true],
      [a, false],
      [c, false],
    ]);
    const removed = await api(app, 'DELETE', `/api/cards/${b}`, as(seller));
    expect(removed.status).toBe(200);
    await caughtUp(app, removed.body.position);
    expect((await cards(seller)).map((x) => [x.id, x.primary])).toEqual([
      [a, true],
      [c, false],
    ]);
  });

  it('answers CARD_NOT_FOUND for an unknown card and for another seller’s card', async () => {
    const [seller, other] = [await newSeller(app), await newSeller(app)];
    const card = await linkCard(app, seller);
    for (const [method, path] of [
      ['POST', `/api/cards/${card}/make-primary`],
      ['DELETE', `/api/cards/${card}`],
      ['DELETE', '/api/cards/3f1f0a4e-1d7c-4a8e-9a57-0a1c1f0b7c11'],
    ]) {
      const res = await api(app, method, path, as(other));
      expect([res.status, res.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
    }
    expect((await api(app, 'DELETE', '/api/cards/not-a-uuid', as(other))).status).toBe(400);
  });

  it('links through the YooKassa route with provider yookassa', async () => {
    const seller = await newSeller(app);
    const res = await api(app, 'POST', '/api/cards/yookassa', { ...as(seller), body: cardBody('2200000000000004') });
    expect(res.status).toBe(201);
    await caughtUp(app, res.body.position);
    expect(await cards(seller)).toEqual([expect.objectContaining({ id: res.body.id, provider: 'yookassa', primary: true, last4: '0004' })]);
  });

  it('marks a card expired once its month has passed', async () => {
    const now = clock.now();
    // Link a card last month that expires last month, then come back to today.
    clock.set(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)));
    let seller: Account;
    let id: string;
    try {
      seller = await newSeller(app);
      const then = clock.now();
      id = await linkCard(app, seller, SANDBOX_CARDS.success, { expMonth: then.getUTCMonth() + 1, expYear: then.getUTCFullYear() });
      expect(await cards(seller)).toEqual([expect.objectContaining({ id, expired: false })]);
    } finally {
      clock.set(now);
    }
    seller = { ...seller, ...(await login(app, seller.email, seller.password)) };
    expect(await cards(seller)).toEqual([expect.objectContaining({ id, expired: true })]);
  });

  it('lets a blocked seller list and delete cards, but not link one', async () => {
    const seller = await newSeller(app);
    const card = await linkCard(app, seller);
    await blockUser(app, staff, seller.id);
    expect(await cards(seller)).toHaveLength(1);
    const added = await api(app, 'POST', '/api/cards', { ...as(seller), body: cardBody() });
    expect(added.status).toBe(403);
    const removed = await api(app, 'DELETE', `/api/cards/${card}`, as(seller));
    expect(removed.status).toBe(200);
    await caughtUp(app, removed.body.position);
    expect(await cards(seller)).toEqual([]);
  });

  it('records every card charge in the card history, succeeded or failed with the processor’s reason', async () => {
    const seller = await newSeller(app);
    const outcomes: [string, string | null][] = [
      [SANDBOX_CARDS.success, null],
      [SANDBOX_CARDS.decline, 'CARD_DECLINED'],
      [SANDBOX_CARDS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS'],
      [SANDBOX_CARDS.expired, 'CARD_EXPIRED'],
    ];
    let last = '';
    for (const [number, failure] of outcomes) {
      const cardId = await linkCard(app, seller, number);
      const res = await api(app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 1500, cardId } });
      expect(res.status).toBe(failure ? 402 : 201);
      last = failure ? res.body.details.position : res.body.position;
    }
    await caughtUp(app, last);
    const history = await api(app, 'GET', '/api/cards/payments', as(seller));
    expect(history.body.total).toBe(4);
    const byLast4 = Object.fromEntries(
      history.body.items.map((p: { cardLast4: string; status: string; failure: string | null }) => [p.cardLast4, [p.status, p.failure]]),
    );
    expect(byLast4).toEqual({
      '4242': ['SUCCESS', null],
      '0002': ['FAILED', 'CARD_DECLINED'],
      '9995': ['FAILED', 'CARD_INSUFFICIENT_FUNDS'],
      '0069': ['FAILED', 'CARD_EXPIRED'],
    });
    expect(
      history.body.items.every((p: { amountCents: number; source: string }) => p.amountCents === 1500 && p.source === 'MANUAL_FUND'),
    ).toBe(true);
  });
});
