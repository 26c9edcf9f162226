// Insights, reorder alerts, over real HTTP on PostgreSQL: a seller sets and clears a threshold on their own products
// only; an order taking the stock below it raises one alert and one mail (none with the category off), and the mail
// links to an inbound draft prefilled with the product and the suggested quantity.
import type { NOTIFICATION_CATEGORIES } from '@ledgerhouse/contracts';
import { LocalMailbox, type MailPort } from '../../infra/src';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];

let app: TestApp;
let manager: Account;
let other: Account;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg', env: { PUBLIC_URL: 'https://app.ledgerhouse.example' } });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  other = await newSeller(app);
});
afterAll(() => app?.close());

async function seller(categories: Category[] = ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER']) {
  const account = await newSeller(app);
  const res = await api(app, 'PUT', '/api/user/notification-settings/', { headers: bearer(account), body: { categories, email: null } });
  expect(res.status).toBe(200);
  // The users read model holds the categories before any mail is decided.
  await sagasSettled(app);
  return account;
}

const setThreshold = (account: Account, productId: string, body: unknown) =>
  api(app, 'PUT', `/api/insights/reorder-thresholds/${productId}`, { headers: bearer(account), body });
const clearThreshold = (account: Account, productId: string) =>
  api(app, 'DELETE', `/api/insights/reorder-thresholds/${productId}`, { headers: bearer(account) });
async function alerts(account: Account) {
  await sagasSettled(app);
  const res = await api(app, 'GET', '/api/insights/reorder-alerts', { headers: bearer(account) });
  expect(res.status).toBe(200);
  return res.body;
}

async function reorderMails(address: string) {
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT);
  if (!(mailbox instanceof LocalMailbox)) throw new Error('start the app without SMTP_URL');
  return (await mailbox.list(address, 50)).filter((m) => /reorder|пополнить/i.test(m.subject));
}

describe('insights: reorder thresholds', () => {
  it('sets, lists and clears a threshold of the seller’s own product', async () => {
    const owner = await seller();
    const [product] = await stockedProducts(app, owner, manager, [50]);
    const set = await setThreshold(owner, product!.id, { basis: 'DAYS', value: 14, windowDays: '7' });
    expect(set.status).toBe(200);
    expect((await alerts(owner)).items).toEqual([
      {
        productId: product!.id,
        sku: product!.sku,
        title: `Mug ${product!.sku}`,
        threshold: { basis: 'DAYS', value: 14, windowDays: 7 },
        alert: null,
      },
    ]);
    expect((await clearThreshold(owner, product!.id)).status).toBe(200);
    expect(await alerts(owner)).toEqual({ items: [], openAlerts: 0 });
  });

  it.each([
    ['a zero value', { basis: 'UNITS', value: 0 }],
    ['a fraction', { basis: 'UNITS', value: 2.5 }],
    ['more units than the maximum', { basis: 'UNITS', value: 100_001 }],
    ['more than 365 days', { basis: 'DAYS', value: 366 }],
    ['an unknown window', { basis: 'DAYS', value: 10, windowDays: '14' }],
    ['an unknown basis', { basis: 'WEEKS', value: 2 }],
    ['no value', { basis: 'UNITS' }],
  ])('answers %s with 400 VALIDATION_FAILED', async (_name, body) => {
    const owner = await seller();
    const [product] = await stockedProducts(app, owner, manager, [0]);
    const res = await setThreshold(owner, product!.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 NOT_FOUND for another seller’s product, setting or clearing, and changes nothing of theirs', async () => {
    const owner = await seller();
    const [product] = await stockedProducts(app, owner, manager, [5]);
    expect((await setThreshold(owner, product!.id, { basis: 'UNITS', value: 3 })).status).toBe(200);
    const set = await setThreshold(other, product!.id, { basis: 'UNITS', value: 10 });
    expect([set.status, set.body.code]).toEqual([404, 'NOT_FOUND']);
    const cleared = await clearThreshold(other, product!.id);
    expect([cleared.status, cleared.body.code]).toEqual([404, 'NOT_FOUND']);
    expect((await alerts(owner)).items[0].threshold).toEqual({ basis: 'UNITS', value: 3, windowDays: null });
    expect((await alerts(other)).items).toEqual([]);
  });
});

describe('insights: reorder alerts', () => {
  it('raises one alert and one mail when an order takes the stock below the threshold, and none while it stays below', async () => {
    const owner = await seller();
    const [product] = await stockedProducts(app, owner, manager, [12]);
    expect((await setThreshold(owner, product!.id, { basis: 'UNITS', value: 10 })).status).toBe(200);
    expect((await alerts(owner)).openAlerts).toBe(0);

    await placeOrder(app, owner, orderBody([{ sku: product!.sku, quantity: 3 }]));
    const first = await alerts(owner);
    expect(first.openAlerts).toBe(1);
    expect(first.items[0]).toMatchObject({
      productId: product!.id,
      alert: { level: { available: 9, shippedUnits: 0, daysLeft: null }, suggestedQuantity: 1 },
    });
    expect(first.items[0].alert.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await placeOrder(app, owner, orderBody([{ sku: product!.sku, quantity: 2 }]));
    const second = await alerts(owner);
    expect(second.items[0].alert).toEqual(first.items[0].alert);

    const mails = await reorderMails(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(product!.sku);
    expect(mails[0]!.text).toContain(`https://app.ledgerhouse.example/create-inbound-shipment?productId=${product!.id}&quantity=1`);
  });

  it('re-arms once a count brings the stock back to the threshold, and alerts and mails again on the next fall', async () => {
    const owner = await seller();
    const [product] = await stockedProducts(app, owner, manager, [10]);
    expect((await setThreshold(owner, product!.id, { basis: 'UNITS', value: 10 })).status).toBe(200);
    await placeOrder(app, owner, orderBody([{ sku: product!.sku, quantity: 1 }]));
    const first = (await alerts(owner)).items[0].alert;
    expect(first.level.available).toBe(9);

    const count = await api(app, 'POST', `/api/admin/products/${product!.id}/stock-taking`, {
      headers: bearer(manager),
      body: { counted: 21, comment: 'Found a box' },
    });
    expect(count.status).toBe(200);
    expect((await alerts(owner)).openAlerts).toBe(0);

    await placeOrder(app, owner, orderBody([{ sku: product!.sku, quantity: 12 }]));
    const again = (await alerts(owner)).items[0].alert;
    expect(again.level.available).toBe(8);
    expect(again.at >= first.at).toBe(true);
    expect(await reorderMails(owner.email)).toHaveLength(2);
  });

  it('raises the alert but mails nothing when the seller switched warehouse operations off', async () => {
    const owner = await seller(['BILLING_AND_SUBSCRIPTION']);
    const [product] = await stockedProducts(app, owner, manager, [4]);
    expect((await setThreshold(owner, product!.id, { basis: 'UNITS', value: 4 })).status).toBe(200);
    await placeOrder(app, owner, orderBody([{ sku: product!.sku, quantity: 1 }]));
    expect((await alerts(owner)).openAlerts).toBe(1);
    expect(await reorderMails(owner.email)).toEqual([]);
  });
});
