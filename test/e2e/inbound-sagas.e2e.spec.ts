// The inbound sagas end to end on the real app: a shipment's events (appended as the warehouse's commands would) move
// the seller's stock and charge the wallet. Submitted → incoming rises; changed → re-planned; canceled → cleared;
// accepted → total rises with an INBOUND_SHIPMENT (or FULFILLMENT_RETURN) history entry naming the shipment; located →
// costs, a wallet spending INBOUND_SHIPMENT with the shipment as document, PAID; no funds → PAYMENT_FAILED, paid after
// the next top-up, oldest first; the plan's free receiving minutes come off the bill; a blocked seller is never charged.
import { INBOUND_HOURLY_COST_CENTS, INBOUND_LABEL_COST_CENTS, INBOUND_STICKER_COST_CENTS } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { as, fundWallet, walletFacts, walletTestBed } from '../support/billing';
import { createProduct, newProduct } from '../support/catalog';
import { inboundDriver } from '../support/inbound-events';
import { sagasSettled } from '../support/sagas';
import { api } from '../support/test-app';

const t = walletTestBed();

async function stock(seller: Account, productId: string) {
  const res = await api(t.app, 'GET', `/api/products/${productId}`, as(seller));
  return { total: res.body.stock.total as number, incoming: res.body.stock.incoming as number };
}

async function history(productId: string) {
  const res = await api(t.app, 'GET', `/api/admin/products/${productId}/inventory-history`, as(t.staff));
  expect(res.status).toBe(200);
  return (res.body.items as { reason: string; documentId: string; delta: number; totalAfter: number }[]).map(
    ({ reason, documentId, delta, totalAfter }) => ({ reason, documentId, delta, totalAfter }),
  );
}

async function sellerWithProducts(count: number) {
  const seller = await newSeller(t.app);
  const products: string[] = [];
  for (let i = 0; i < count; i++)
    products.push(await createProduct(t.app, as(seller).headers, newProduct(`SKU-${seller.id.slice(0, 6)}-${i}`)));
  return { seller, products, inbound: inboundDriver(t.app.running.persistence.store, seller.id) };
}

describe('inbound stock saga', () => {
  it('raises incoming on submit, re-plans when products change, and clears it on cancel', async () => {
    const { seller, products, inbound } = await sellerWithProducts(2);
    const [a, b] = products;
    const id = await inbound.submitted([
      { productId: a, quantity: 10 },
      { productId: b, quantity: 4 },
    ]);
    await sagasSettled(t.app);
    expect([await stock(seller, a), await stock(seller, b)]).toEqual([
      { total: 0, incoming: 10 },
      { total: 0, incoming: 4 },
    ]);

    await inbound.linesChanged(id, [{ productId: a, quantity: 7 }]);
    await sagasSettled(t.app);
    expect([await stock(seller, a), await stock(seller, b)]).toEqual([
      { total: 0, incoming: 7 },
      { total: 0, incoming: 0 },
    ]);

    await inbound.canceled(id);
    await sagasSettled(t.app);
    expect(await stock(seller, a)).toEqual({ total: 0, incoming: 0 });
  });

  it('puts the good units into total stock on acceptance, with an INBOUND_SHIPMENT entry naming the shipment, and clears incoming', async () => {
    const { seller, products, inbound } = await sellerWithProducts(2);
    const [a, b] = products;
    const id = await inbound.submitted([
      { productId: a, quantity: 10 },
      { productId: b, quantity: 3 },
    ]);
    await inbound.accepted(
      id,
      [
        { productId: a, received: 8, damaged: 1, declared: 10 },
        { productId: b, received: 0, declared: 3 },
      ],
      600,
    );
    await sagasSettled(t.app);
    expect([await stock(seller, a), await stock(seller, b)]).toEqual([
      { total: 8, incoming: 0 },
      { total: 0, incoming: 0 },
    ]);
    expect(await history(a)).toEqual([{ reason: 'INBOUND_SHIPMENT', documentId: id, delta: 8, totalAfter: 8 }]);
    expect(await history(b)).toEqual([]);
  });

  it('names a return shipment FULFILLMENT_RETURN', async () => {
    const { seller, products, inbound } = await sellerWithProducts(1);
    const id = await inbound.submitted([{ productId: products[0], quantity: 2 }], 'RETURN');
    await inbound.accepted(id, [{ productId: products[0], received: 2 }], 60);
    await sagasSettled(t.app);
    expect(await stock(seller, products[0])).toEqual({ total: 2, incoming: 0 });
    expect(await history(products[0])).toEqual([{ reason: 'FULFILLMENT_RETURN', documentId: id, delta: 2, totalAfter: 2 }]);
  });
});

describe('inbound payment saga', () => {
  // 10 minutes of check-in on the free plan (no free minutes), 8 good units: 10 × hourly/60 + label + 8 stickers.
  const expectedTotal = Math.ceil((10 * INBOUND_HOURLY_COST_CENTS) / 60) + INBOUND_LABEL_COST_CENTS + 8 * INBOUND_STICKER_COST_CENTS;

  it('charges the wallet INBOUND_SHIPMENT with the shipment as document once it is located, and marks it PAID', async () => {
    const { seller, products, inbound } = await sellerWithProducts(1);
    await fundWallet(t.app, t.staff, seller.id, 10_000);
    const id = await inbound.submitted([{ productId: products[0], quantity: 8 }]);
    await inbound.accepted(id, [{ productId: products[0], received: 8 }], 600);
    await inbound.located(id);
    await sagasSettled(t.app);

    expect((await inbound.types(id)).slice(-4)).toEqual([
      'InboundLocated',
      'InboundCostsCalculated',
      'InboundPaymentRequested',
      'InboundPaid',
    ]);
    const events = await t.app.running.persistence.store.readStream(`inbound-${id}`);
    expect(events.find((e) => e.type === 'InboundCostsCalculated')?.data).toMatchObject({
      costs: { billableSeconds: 600, freeSeconds: 0, stickerCount: 8, totalCents: expectedTotal },
    });
    expect((await walletFacts(t.app, seller.id)).spent).toEqual([
      { purpose: 'INBOUND_SHIPMENT', amountCents: expectedTotal, documentId: id },
    ]);
    const spendings = await api(t.app, 'GET', '/api/wallet/spendings', as(seller));
    expect(spendings.body.items[0]).toMatchObject({
      purpose: 'INBOUND_SHIPMENT',
      documentId: id,
      amountCents: expectedTotal,
      balanceAfterCents: 10_000 - expectedTotal,
      reference: { kind: 'INBOUND_SHIPMENT' },
    });
  });

  it('marks PAYMENT_FAILED when the wallet cannot pay, and pays every failed shipment after the next top-up, oldest first', async () => {
    const { seller, products, inbound } = await sellerWithProducts(1);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const id = await inbound.submitted([{ productId: products[0], quantity: 8 }]);
      await inbound.accepted(id, [{ productId: products[0], received: 8 }], 600);
      await inbound.located(id);
      await sagasSettled(t.app);
      ids.push(id);
    }
    for (const id of ids) expect((await inbound.types(id)).at(-1)).toBe('InboundPaymentFailed');
    expect((await walletFacts(t.app, seller.id)).refused.map((r) => r.documentId)).toEqual(ids);

    await fundWallet(t.app, t.staff, seller.id, 2 * expectedTotal);
    await sagasSettled(t.app);
    for (const id of ids)
      expect((await inbound.types(id)).slice(-3)).toEqual(['InboundPaymentFailed', 'InboundPaymentRequested', 'InboundPaid']);
    const facts = await walletFacts(t.app, seller.id);
    expect(facts.spent).toEqual(ids.map((documentId) => ({ purpose: 'INBOUND_SHIPMENT', amountCents: expectedTotal, documentId })));
    expect(facts.balanceCents).toBe(0);

    // A later top-up charges nothing again.
    await fundWallet(t.app, t.staff, seller.id, 500);
    await sagasSettled(t.app);
    expect((await walletFacts(t.app, seller.id)).spent).toHaveLength(2);
  });

  it("takes the plan's free receiving minutes off the billable time, once per shipment", async () => {
    const { seller, products, inbound } = await sellerWithProducts(1);
    await fundWallet(t.app, t.staff, seller.id, 20_000);
    const upgrade = await api(t.app, 'POST', '/api/subscription/change', { ...as(seller), body: { plan: 'basic' } });
    expect(upgrade.status).toBe(200);
    // 70 minutes of check-in on basic (60 free minutes a period): 10 minutes are billed.
    const id = await inbound.submitted([{ productId: products[0], quantity: 8 }]);
    await inbound.accepted(id, [{ productId: products[0], received: 8 }], 70 * 60);
    await inbound.located(id);
    await sagasSettled(t.app);
    const events = await t.app.running.persistence.store.readStream(`inbound-${id}`);
    expect(events.find((e) => e.type === 'InboundCostsCalculated')?.data).toMatchObject({
      costs: { billableSeconds: 4200, freeSeconds: 3600, totalCents: expectedTotal },
    });
    const subscription = await t.app.running.persistence.store.readStream(`subscription-${seller.id}`);
    expect(subscription.filter((e) => e.type === 'FreeReceivingUsed').map((e) => e.data)).toEqual([
      expect.objectContaining({ minutes: 60, documentId: id }),
    ]);
  });

  it('marks PAYMENT_FAILED (ACCOUNT_BLOCKED) without charging a deactivated seller', async () => {
    const { seller, products, inbound } = await sellerWithProducts(1);
    await fundWallet(t.app, t.staff, seller.id, 10_000);
    const block = await api(t.app, 'POST', `/api/admin/users/${seller.id}/block`, as(t.staff));
    expect(block.status).toBe(200);
    await sagasSettled(t.app);
    const id = await inbound.submitted([{ productId: products[0], quantity: 8 }]);
    await inbound.accepted(id, [{ productId: products[0], received: 8 }], 600);
    await inbound.located(id);
    await sagasSettled(t.app);
    const last = (await t.app.running.persistence.store.readStream(`inbound-${id}`)).at(-1);
    expect([last?.type, (last?.data as { reason: string }).reason]).toEqual(['InboundPaymentFailed', 'ACCOUNT_BLOCKED']);
    expect(await walletFacts(t.app, seller.id)).toMatchObject({ spent: [], refused: [], balanceCents: 10_000 });
  });
});

describe('saga health', () => {
  it("shows each saga's checkpoint, lag and refusals on /api/health", async () => {
    await sagasSettled(t.app);
    const health = await api(t.app, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.sagas).toEqual(
      expect.arrayContaining([
        { name: 'inbound-payment', position: expect.any(String), lag: 0, deadLetters: 0 },
        { name: 'inbound-stock', position: expect.any(String), lag: 0, deadLetters: 0 },
      ]),
    );
  });
});
