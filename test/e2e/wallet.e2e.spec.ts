// The wallet over real HTTP: card top-ups and their failures, auto top-up settings and charges.
import { SANDBOX_CARDS } from '@ledgerhouse/contracts';
import { newSeller } from '../support/accounts';
import { as, blockUser, caughtUp, eventually, fields, linkCard, walletTestBed } from '../support/billing';
import { api } from '../support/test-app';

const t = walletTestBed();
const { wallet, streamTypes, staffTopUp, staffSpend, autoTopUps } = t;

describe('wallet top-ups', () => {
  it('starts empty with auto top-up off', async () => {
    const seller = await newSeller(t.app);
    expect(await wallet(seller)).toEqual({
      balanceCents: 0,
      autoTopUp: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: null },
      lastAutoTopUpFailure: null,
    });
  });

  it('rejects a top-up below $1 with TOPUP_BELOW_MINIMUM, and fractions or junk as validation errors', async () => {
    const seller = await newSeller(t.app);
    const low = await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 99 } });
    expect(low.status).toBe(400);
    expect(fields(low.body)).toEqual({ amountCents: 'TOPUP_BELOW_MINIMUM' });
    for (const body of [{ amountCents: 150.5 }, { amountCents: '100' }, { amountCents: 500, cardId: 'x' }, {}])
      expect((await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body })).status).toBe(400);
  });

  it('refuses a top-up without a card with CARD_REQUIRED, and an unknown card with CARD_NOT_FOUND', async () => {
    const seller = await newSeller(t.app);
    const res = await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 500 } });
    expect([res.status, res.body.code]).toEqual([422, 'CARD_REQUIRED']);
    await linkCard(t.app, seller);
    const unknown = await api(t.app, 'POST', '/api/wallet/top-ups', {
      ...as(seller),
      body: { amountCents: 500, cardId: '3f1f0a4e-1d7c-4a8e-9a57-0a1c1f0b7c11' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'CARD_NOT_FOUND']);
  });

  it('tops up from the primary card and shows it in the top-up history with the balance after', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    const res = await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 2550 } });
    expect(res.status).toBe(201);
    await caughtUp(t.app, res.body.position);
    expect((await wallet(seller)).balanceCents).toBe(2550);
    const history = await api(t.app, 'GET', '/api/wallet/top-ups', as(seller));
    expect(history.body).toMatchObject({
      total: 1,
      items: [{ id: res.body.id, source: 'MANUAL_FUND', amountCents: 2550, balanceAfterCents: 2550, cardLast4: '4242', addedBy: null }],
    });
  });

  it.each([
    [SANDBOX_CARDS.decline, 'CARD_DECLINED'],
    [SANDBOX_CARDS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS'],
    [SANDBOX_CARDS.expired, 'CARD_EXPIRED'],
  ])('answers 402 TOPUP_FAILED for test card %s (%s), records the failure and keeps the balance', async (number, failure) => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller, number);
    const res = await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 1000 } });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'TOPUP_FAILED', message: 'Failed to top up wallet balance', details: { failure } });
    await caughtUp(t.app, res.body.details.position);
    expect((await wallet(seller)).balanceCents).toBe(0);
    expect((await api(t.app, 'GET', '/api/wallet/top-ups', as(seller))).body.total).toBe(0);
    expect(await streamTypes(seller.id)).toEqual(['TopUpRequested', 'TopUpFailed']);
    const ru = await api(t.app, 'POST', '/api/wallet/top-ups', {
      ...as(seller),
      body: { amountCents: 1000 },
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
    });
    expect(ru.body.message).toBe('Не удалось пополнить баланс кошелька');
  });

  it('charges the card the seller chose, not the primary one: a chosen declined card is refused with auto top-up on', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    const auto = await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    expect(auto.status).toBeLessThan(300);
    const declined = await linkCard(t.app, seller, SANDBOX_CARDS.decline);
    const res = await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 1000, cardId: declined } });
    expect([res.status, res.body.details?.failure]).toEqual([402, 'CARD_DECLINED']);
    await caughtUp(t.app, res.body.details.position);
    expect((await wallet(seller)).balanceCents).toBe(0);
  });
});

describe('auto top-up', () => {
  it('validates the minimum ($100) and the trigger ($30, optional), and needs a card to enable', async () => {
    const seller = await newSeller(t.app);
    const low = await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 9_999, triggerLevelCents: 2_999 },
    });
    expect(fields(low.body)).toEqual({
      minimumAmountCents: 'AUTO_TOPUP_BELOW_MINIMUM',
      triggerLevelCents: 'AUTO_TOPUP_TRIGGER_BELOW_MINIMUM',
    });
    const noCard = await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: null },
    });
    expect([noCard.status, noCard.body.code]).toEqual([422, 'CARD_REQUIRED']);
    expect(
      (
        await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
          ...as(seller),
          body: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: null },
        })
      ).status,
    ).toBe(200);
    await linkCard(t.app, seller);
    const on = await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 12_000, triggerLevelCents: 3_000 },
    });
    expect(on.status).toBe(200);
    await caughtUp(t.app, on.body.position);
    expect((await wallet(seller)).autoTopUp).toEqual({ enabled: true, minimumAmountCents: 12_000, triggerLevelCents: 3_000 });
  });

  it('charges the primary card once when a spending takes the balance below the trigger', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    await staffTopUp(seller.id, 10_000);
    await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 5_000 },
    });
    expect((await staffSpend(seller.id, 4_000)).balanceAfterCents).toBe(6_000);
    const crossing = await staffSpend(seller.id, 2_000);
    expect(crossing).toMatchObject({ accepted: true, balanceAfterCents: 4_000 });
    await staffSpend(seller.id, 1_000);
    await autoTopUps().settled();
    const types = await streamTypes(seller.id);
    expect(types.filter((t) => t === 'AutoTopUpRequested')).toHaveLength(1);
    expect(types.indexOf('AutoTopUpRequested')).toBe(types.indexOf('WalletSpent') + 2);
    await eventually(async () => expect((await wallet(seller)).balanceCents).toBe(13_000));
    const topUps = (await api(t.app, 'GET', '/api/wallet/top-ups', as(seller))).body.items;
    expect(topUps[0]).toMatchObject({ source: 'AUTO_FUND', amountCents: 10_000, cardLast4: '4242', addedBy: null });
    await eventually(async () =>
      expect((await api(t.app, 'GET', '/api/cards/payments', as(seller))).body.items).toEqual([
        expect.objectContaining({ source: 'AUTO_FUND', status: 'SUCCESS', amountCents: 10_000 }),
      ]),
    );
  });

  it('records a refused auto top-up and shows it on the wallet until one succeeds', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller, SANDBOX_CARDS.insufficientFunds);
    await staffTopUp(seller.id, 5_000);
    await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    await staffSpend(seller.id, 3_000);
    await autoTopUps().settled();
    await eventually(async () =>
      expect(await wallet(seller)).toMatchObject({
        balanceCents: 2_000,
        lastAutoTopUpFailure: { amountCents: 10_000, failure: 'CARD_INSUFFICIENT_FUNDS' },
      }),
    );
    await eventually(async () =>
      expect((await api(t.app, 'GET', '/api/cards/payments', as(seller))).body.items).toEqual([
        expect.objectContaining({ status: 'FAILED', failure: 'CARD_INSUFFICIENT_FUNDS', source: 'AUTO_FUND' }),
      ]),
    );
  });

  it('refuses to charge a blocked seller with 403 ACCOUNT_BLOCKED: nothing recorded, no auto top-up request', async () => {
    const seller = await newSeller(t.app);
    await linkCard(t.app, seller);
    await staffTopUp(seller.id, 5_000);
    await api(t.app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(seller),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    await blockUser(t.app, t.staff, seller.id);
    const spend = (lang: string) =>
      api(t.app, 'POST', `/api/admin/users/${seller.id}/wallet/spendings`, {
        ...as(t.staff),
        body: { amountCents: 4_000, purpose: 'OTHER', notes: 'manual service' },
        headers: { ...as(t.staff).headers, 'Accept-Language': lang },
      });
    const res = await spend('en-US');
    expect([res.status, res.body.code, res.body.message]).toEqual([403, 'ACCOUNT_BLOCKED', 'Your account is deactivated']);
    expect((await spend('ru-RU')).body.message).toBe('Ваш аккаунт деактивирован');
    await autoTopUps().settled();
    expect(await streamTypes(seller.id)).not.toContain('WalletSpent');
    expect(await streamTypes(seller.id)).not.toContain('SpendingRefused');
    expect(await streamTypes(seller.id)).not.toContain('AutoTopUpRequested');
    expect((await api(t.app, 'GET', `/api/admin/users/${seller.id}/wallet`, as(t.staff))).body.balanceCents).toBe(5_000);
    expect((await api(t.app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 500 } })).status).toBe(403);
  });
});
