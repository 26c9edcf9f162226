// Unique claims (SKUs, emails, an owner's webhook places) left behind by a create that failed after claiming:
// reclaimable once their owner has clearly never come into being, while two live owners still never share a value.
import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ManualClock, type EventStore } from '../../infra/src';
import { MAX_WEBHOOK_ENDPOINTS } from '@ledgerhouse/contracts';
import { ORPHAN_CLAIM_GRACE_MS } from '../../services/src/event-sourcing/unique-claim';
import { Register } from '../../services/src/identity/commands/register';
import { login } from '../support/accounts';
import { as } from '../support/billing';
import { api, startTestApp, type TestApp } from '../support/test-app';

const clock = new ManualClock(new Date());
let app: TestApp;
let seller: { access: string };
beforeAll(async () => {
  // Webhook URLs on this machine's loopback pass the address guard (nothing is delivered: no event type fires here).
  app = await startTestApp({ clock, env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  seller = await signedUpSeller();
}, 60_000);
afterAll(() => app.close());
afterEach(() => jest.restoreAllMocks());
// Claims are dated by the event store (recordedAt): each test starts the app's clock at the real now.
beforeEach(() => clock.set(new Date()));
const pastGracePeriod = () => clock.set(new Date(Date.now() + ORPHAN_CLAIM_GRACE_MS + 1000));

const registerBody = (email: string) => ({ fullName: 'Ada Lovelace', email, phone: '+1 212 555 0100', password: 'secret-pass-1' });
const register = (email: string) => app.running.app.get(CommandBus).execute(new Register(registerBody(email), { confirmed: true }));

async function signedUpSeller() {
  const email = `claims-${randomBytes(4).toString('hex')}@shop.example`;
  await register(email);
  return login(app, email, 'secret-pass-1');
}

/**
 * The next append to a stream matching the first pattern fails, then the next matching the second (after the first
 * failed), and so on: as a crash or a database error between two appends would.
 */
function failNextAppendTo(...streams: RegExp[]): void {
  const store: EventStore = app.running.persistence.store;
  const append = store.append.bind(store);
  const pending = [...streams];
  jest.spyOn(store, 'append').mockImplementation((streamId, events, expected) => {
    if (pending[0]?.test(streamId)) {
      pending.shift();
      return Promise.reject(new Error('injected failure after the claim'));
    }
    return append(streamId, events, expected);
  });
}

const createProduct = (sku: string) =>
  api(app, 'POST', '/api/products', { ...as(seller as never), body: { title: `Mug ${sku}`, sku, priceCents: 1299 } });

describe('SKU claims', () => {
  it('lets a later create take a SKU whose create failed after claiming it, once the grace period has passed', async () => {
    const sku = `ORPHAN-${randomBytes(3).toString('hex')}`;
    failNextAppendTo(/^product-[0-9a-f-]{36}$/);
    expect((await createProduct(sku)).status).toBe(500);

    const tooSoon = await createProduct(sku);
    expect(tooSoon.status).toBe(409);
    expect(tooSoon.body.code).toBe('SKU_ALREADY_EXISTS');

    pastGracePeriod();
    const later = await createProduct(sku);
    expect(later.status).toBe(201);
    const again = await createProduct(sku);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SKU_ALREADY_EXISTS');
  });

  it('never gives one SKU to two live products, however old the claim or many the concurrent creates', async () => {
    const sku = `LIVE-${randomBytes(3).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => createProduct(sku)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    clock.set(new Date(Date.now() + ORPHAN_CLAIM_GRACE_MS * 10));
    const late = await Promise.all(Array.from({ length: 3 }, () => createProduct(sku)));
    expect(late.map((a) => a.status)).toEqual([409, 409, 409]);
  });
});

describe('email claims', () => {
  it('lets a later sign-up use an email whose sign-up failed after claiming it, once the grace period has passed', async () => {
    const email = `orphan-${randomBytes(4).toString('hex')}@shop.example`;
    failNextAppendTo(/^user-[0-9a-f-]{36}$/);
    await expect(register(email)).rejects.toThrow('injected failure');
    await expect(register(email)).rejects.toMatchObject({ code: 'EMAIL_ALREADY_EXISTS' });

    pastGracePeriod();
    const { id } = await register(email);
    expect((await login(app, email, 'secret-pass-1')).access).toEqual(expect.any(String));
    expect(id).toEqual(expect.any(String));
    await expect(register(email)).rejects.toMatchObject({ code: 'EMAIL_ALREADY_EXISTS' });
  });
});

const ENDPOINT_STREAM = /^webhook-[0-9a-f-]{36}$/;
const SLOT_STREAM = /^webhook-slot-/;

describe('webhook places', () => {
  const createWebhook = (owner: { access: string }, n: number) =>
    api(app, 'POST', '/api/webhooks', {
      ...as(owner as never),
      body: { url: `http://127.0.0.1:9/hooks/${n}`, eventTypes: ['order.placed.v1'] },
    });
  const codes = (answers: { status: number; body: { code?: string } }[]) =>
    answers.map((a) => (a.status === 201 ? 201 : `${a.status} ${a.body.code}`)).sort();

  it('gives concurrent creations exactly the limit, refusing the rest with WEBHOOK_LIMIT_REACHED', async () => {
    const owner = await signedUpSeller();
    const answers = await Promise.all(Array.from({ length: MAX_WEBHOOK_ENDPOINTS + 3 }, (_, n) => createWebhook(owner, n)));
    expect(codes(answers)).toEqual([
      ...Array<number>(MAX_WEBHOOK_ENDPOINTS).fill(201),
      ...Array<string>(3).fill('422 WEBHOOK_LIMIT_REACHED'),
    ]);
  });

  it('frees a place when an endpoint is deleted, and only that one', async () => {
    const owner = await signedUpSeller();
    const created = await Promise.all(Array.from({ length: MAX_WEBHOOK_ENDPOINTS }, (_, n) => createWebhook(owner, n)));
    expect((await api(app, 'DELETE', `/api/webhooks/${created[3]!.body.id}`, as(owner as never))).status).toBe(200);
    const [again, over] = await Promise.all([createWebhook(owner, 98), createWebhook(owner, 99)]);
    expect(codes([again, over])).toEqual([201, '422 WEBHOOK_LIMIT_REACHED']);
  });

  /** Creates endpoints `from` … up to the limit, one at a time; their ids. */
  const fillUp = async (owner: { access: string }, from: number) => {
    const ids: string[] = [];
    for (let n = from; n < MAX_WEBHOOK_ENDPOINTS; n++) {
      const created = await createWebhook(owner, n);
      expect(created.status).toBe(201);
      ids.push(created.body.id as string);
    }
    return ids;
  };

  it('gives the place of a creation that failed after taking it back at once', async () => {
    const owner = await signedUpSeller();
    failNextAppendTo(ENDPOINT_STREAM);
    expect((await createWebhook(owner, 0)).status).toBe(500);
    await fillUp(owner, 0);
    expect(codes([await createWebhook(owner, 10)])).toEqual(['422 WEBHOOK_LIMIT_REACHED']);
  });

  it('takes back the place of a creation that died after taking it (nothing given back) once the grace period has passed', async () => {
    const owner = await signedUpSeller();
    failNextAppendTo(ENDPOINT_STREAM, SLOT_STREAM);
    expect((await createWebhook(owner, 0)).status).toBe(500);
    await fillUp(owner, 1);
    expect(codes([await createWebhook(owner, 10)])).toEqual(['422 WEBHOOK_LIMIT_REACHED']);
    pastGracePeriod();
    expect((await createWebhook(owner, 11)).status).toBe(201);
    expect(codes([await createWebhook(owner, 12)])).toEqual(['422 WEBHOOK_LIMIT_REACHED']);
  });

  it('takes back the place of a deleted endpoint whose release failed once the grace period has passed', async () => {
    const owner = await signedUpSeller();
    const [first] = await fillUp(owner, 0);
    failNextAppendTo(SLOT_STREAM);
    expect((await api(app, 'DELETE', `/api/webhooks/${first!}`, as(owner as never))).status).toBe(200);
    expect(codes([await createWebhook(owner, 10)])).toEqual(['422 WEBHOOK_LIMIT_REACHED']);
    pastGracePeriod();
    expect((await createWebhook(owner, 11)).status).toBe(201);
    expect(codes([await createWebhook(owner, 12)])).toEqual(['422 WEBHOOK_LIMIT_REACHED']);
  });
});
