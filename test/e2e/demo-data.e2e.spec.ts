// The demo seed on the real app: the seller's products, card and wallet, the manager's promo code; a second run adds nothing.
import { DEMO_PASSWORD, seedDemoData } from '../../services/src/demo/seed-demo-data';
import { login } from '../support/accounts';
import { caughtUp } from '../support/billing';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const signIn = async (email: string) => ({ headers: { Authorization: `JWT ${(await login(t, email, DEMO_PASSWORD)).access}` } });
// Counted in the table, not read through the store: on a shared server the store's readers lag behind commits while
// another database holds an older transaction open.
const allEvents = async () => Number((await t.running.persistence.sql.query<{ n: string }>('select count(*) as n from events')).rows[0]!.n);

describe('demo data', () => {
  it('seeds products, a primary sandbox card, a wallet, a promo code and a support chat with a staff reply, and a second run adds no events', async () => {
    const lines = await seedDemoData(t.running);
    expect(lines.join('\n')).toMatch(/Demo data: 8 products/);
    await caughtUp(t);
    const seller = await signIn('seller@demo.ledgerhouse.test');

    const products = await api(t, 'GET', '/api/products?sort=sku', seller);
    expect(products.status).toBe(200);
    expect(products.body.total).toBe(8);
    const bySku = new Map<string, any>(products.body.items.map((p: any) => [p.sku, p]));
    expect(bySku.get('MUG-350')).toMatchObject({
      dimensions: { length: 12, width: 9, height: 10, unit: 'cm' },
      weight: { value: 0.35, unit: 'kg' },
      stock: { total: 48, available: 48 },
      listings: [{ accountName: 'etsy-hearthware' }, { accountName: 'ebay-hearthware' }],
    });
    expect(bySku.get('PLATE-27')).toMatchObject({ status: 'INACTIVE', stock: { total: 0 } });
    expect(products.body.items.filter((p: any) => p.stock.total > 0)).toHaveLength(5);
    expect(products.body.items.every((p: any) => p.dimensions && p.weight)).toBe(true);

    const cards = await api(t, 'GET', '/api/cards', seller);
    expect(cards.body.items).toEqual([expect.objectContaining({ last4: '4242', primary: true, provider: 'sandbox' })]);

    expect((await api(t, 'GET', '/api/wallet', seller)).body.balanceCents).toBe(5_775);
    const topUps = await api(t, 'GET', '/api/wallet/top-ups', seller);
    expect(topUps.body.items.map((e: any) => e.source).sort()).toEqual(['BY_STAFF', 'MANUAL_FUND']);
    const spendings = await api(t, 'GET', '/api/wallet/spendings', seller);
    expect(spendings.body.items.map((e: any) => [e.purpose, e.amountCents])).toEqual(
      expect.arrayContaining([
        ['OTHER', 1_250],
        ['OTHER', 475],
      ]),
    );

    const manager = await signIn('manager@demo.ledgerhouse.test');
    const codes = await api(t, 'GET', '/api/admin/promocodes', manager);
    expect(codes.body.items).toEqual([expect.objectContaining({ code: 'WELCOME10', discountPercent: 10, plan: 'basic' })]);

    await sagasSettled(t);
    await caughtUp(t);
    const chats = await api(t, 'GET', '/api/support/chats', seller);
    expect(chats.body.items.find((c: any) => c.category === 'BILLING')).toMatchObject({ subjectNumber: 4, status: 'OPEN', unread: 1 });
    expect(chats.body.items.filter((c: any) => c.trigger?.kind === 'INTEGRATION_REQUEST')).toHaveLength(2);
    expect(chats.body.items).toHaveLength(3);
    const staff = await signIn('staff@demo.ledgerhouse.test');
    const userTab = await api(t, 'GET', '/api/admin/support/chats?kind=user-initiated', staff);
    expect(userTab.body.total).toBe(3);

    const before = await allEvents();
    await seedDemoData(t.running);
    expect(await allEvents()).toBe(before);
  });
});
