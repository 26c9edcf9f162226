// Staff and managers are not sellers: as themselves they create no seller-owned data (products, cards, chats, shipments:
// 403 SELLER_ONLY, translated), while acting as a seller (admin_mode) they do it for that seller.
import { bearer, newSeller, type Account } from '../support/accounts';
import { adminAccount, startActingAs } from '../support/roles';
import { startReceiver, subscribe } from '../support/webhooks';
import { api, startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let seller: Account;
let staff: Account;
let manager: Account;
beforeAll(async () => {
  // The webhook below points at a receiver on this machine.
  app = await startTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  [seller, staff, manager] = [await newSeller(app), await adminAccount(app, 'STAFF'), await adminAccount(app, 'WAREHOUSE_MANAGER')];
  for (const who of [staff, manager]) await startActingAs(app, who, seller.id);
}, 60_000);
afterAll(() => app.close());

const product = () => ({ title: 'Staff lamp', sku: `STAFF-${Math.random().toString(36).slice(2, 8)}`, priceCents: 1500 });
const SELLER_WRITES: [string, string, () => unknown][] = [
  ['POST', '/api/products', product],
  ['POST', '/api/cards', () => ({})],
  ['POST', '/api/support/chats', () => ({ subject: 'Hello', text: 'A question' })],
  ['POST', '/api/forwarding-shipments', () => ({})],
  ['POST', '/api/inbound-shipments', () => ({})],
  ['POST', '/api/orders', () => ({})],
  ['POST', '/api/wallet/top-ups', () => ({ amountCents: 1000 })],
];

describe('staff and managers as themselves', () => {
  it.each(SELLER_WRITES)('refuses %s %s with 403 SELLER_ONLY, before reading the body', async (method, path, body) => {
    for (const who of [staff, manager]) {
      const res = await api(app, method, path, { headers: bearer(who), body: body() });
      expect([res.status, res.body.code]).toEqual([403, 'SELLER_ONLY']);
    }
  });

  it('explains the refusal in the caller’s language', async () => {
    const en = await api(app, 'POST', '/api/products', { headers: bearer(staff), body: product() });
    expect(en.body.message).toBe('Only a seller can do this: act as the seller to do it for them');
    const ru = await api(app, 'POST', '/api/products', { headers: { ...bearer(manager), 'Accept-Language': 'ru-RU' }, body: product() });
    expect(ru.body.message).toBe('Это может сделать только продавец: войдите от имени продавца, чтобы сделать это за него');
  });

  it('still lets them read their own account', async () => {
    for (const who of [staff, manager]) {
      const me = await api(app, 'GET', '/api/user/me/', { headers: bearer(who) });
      expect([me.status, me.body.email]).toEqual([200, who.email]);
    }
  });
});

describe('staff acting as a seller', () => {
  it('creates the product for the seller (201), who then reads it', async () => {
    for (const who of [staff, manager]) {
      const res = await api(app, 'POST', `/api/products?admin_mode=true&user_id=${seller.id}`, { headers: bearer(who), body: product() });
      expect(res.status).toBe(201);
      await app.running.runner.waitFor(res.body.position, 5000);
      const read = await api(app, 'GET', `/api/products/${res.body.id}`, { headers: bearer(seller) });
      expect(read.status).toBe(200);
    }
  });
});

describe('card money while acting as a seller', () => {
  it('is the seller’s in person: a card top-up, auto top-up and adding a card answer 403 SELLER_IN_PERSON_ONLY to staff', async () => {
    const q = `admin_mode=true&user_id=${seller.id}`;
    const attempts: [string, string, unknown][] = [
      ['POST', `/api/wallet/top-ups?${q}`, { amountCents: 1000 }],
      ['PUT', `/api/wallet/auto-top-up?${q}`, { enabled: false }],
      ['POST', `/api/cards?${q}`, { number: '4242424242424242', expiry: '12/30', cvc: '123', holder: 'Sam Seller' }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await api(app, method, path, { headers: { ...bearer(staff), 'Accept-Language': 'ru' }, body });
      expect([path, res.status, res.body.code]).toEqual([path, 403, 'SELLER_IN_PERSON_ONLY']);
      expect(res.body.message).toContain('только сам продавец');
    }
    expect((await api(app, 'GET', `/api/wallet?${q}`, { headers: bearer(staff) })).status).toBe(200);
  });
});

describe('what staff changed while acting as a seller', () => {
  it('is listed to the seller with the staff member’s name: a profile rename and a webhook secret rotation, not the seller’s own changes', async () => {
    const owner = await newSeller(app);
    await startActingAs(app, staff, owner.id);
    const asStaff = `admin_mode=true&user_id=${owner.id}`;
    const own = await api(app, 'PATCH', '/api/user/profile/', { headers: bearer(owner), body: { phone: '+1 212 555 0101' } });
    expect(own.status).toBe(200);
    const receiver = await startReceiver();
    const webhookId = await subscribe(app, receiver, owner, '/orders');
    await receiver.close();
    const renamed = await api(app, 'PATCH', `/api/user/profile/?${asStaff}`, {
      headers: bearer(staff),
      body: { fullName: 'Renamed By Staff' },
    });
    expect(renamed.status).toBe(200);
    const rotated = await api(app, 'POST', `/api/webhooks/${webhookId}/rotate-secret?${asStaff}`, { headers: bearer(staff) });
    expect(rotated.status).toBe(200);
    await app.running.runner.waitFor(rotated.body.position, 5000);

    const listed = await api(app, 'GET', '/api/user/me/staff-actions/', { headers: bearer(owner) });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(2);
    expect(listed.body.items.map((a: Record<string, unknown>) => [a.type, a.staffId, a.staffName, a.document, a.subject])).toEqual([
      ['WebhookSecretRotated', staff.id, 'Wendy Warehouse', 'WEBHOOK', null],
      ['ProfileUpdated', staff.id, 'Wendy Warehouse', 'PROFILE', 'Renamed By Staff'],
    ]);
    expect(listed.body.items[0].documentId).toBe(webhookId);
    expect(JSON.stringify(listed.body)).not.toContain(rotated.body.secret);
    // Another seller sees none of it; staff acting as the owner see the owner's list.
    const stranger = await newSeller(app);
    expect((await api(app, 'GET', '/api/user/me/staff-actions/', { headers: bearer(stranger) })).body).toMatchObject({
      total: 0,
      items: [],
    });
    const viaStaff = await api(app, 'GET', `/api/user/me/staff-actions/?${asStaff}`, { headers: bearer(staff) });
    expect(viaStaff.body.total).toBe(2);
  });
});
