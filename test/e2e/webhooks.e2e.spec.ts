// Webhooks over real HTTP with a local receiver that verifies every signature with the `standardwebhooks` verifier:
// a placed order reaches the receiver signed; a seller's endpoint gets only the seller's events, a warehouse endpoint
// (managers only) every seller's; the log, one replay and a period's replay keep the event's `webhook-id`; another
// seller's endpoint answers 404; bad input answers 4xx with its code.
import {
  WEBHOOK_MAX_PENDING_REPLAYS,
  WEBHOOK_REPLAY_MAX_DELIVERIES,
  webhookRoutes as routes,
  webhookStream,
  type WebhookEvent,
} from '@ledgerhouse/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { SecretSealer } from '../../services/src/crypto/secret-sealer';
import { OUTBOUND_FETCH } from '../../services/src/outbound/outbound-fetch.provider';
import { APP_CONFIG, CLOCK, READ_DB } from '../../services/src/persistence/tokens';
import { BackgroundWork } from '../../services/src/roles/background-work';
import { WebhookDispatcher } from '../../services/src/webhooks/delivery/webhook-dispatcher';
import { WebhookFanOut } from '../../services/src/webhooks/delivery/webhook-fan-out';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { as } from '../support/billing';
import { call } from '../support/inbound';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { startReceiver, subscribe, webhooksSettled, type Receiver } from '../support/webhooks';

let app: TestApp;
let receiver: Receiver;
let staff: Account;
let manager: Account;

beforeAll(async () => {
  // The system clock: the receiver's verifier refuses a `webhook-timestamp` more than 5 minutes from its own.
  app = await startTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_DISPATCH_INTERVAL_MS: '0' } });
  receiver = await startReceiver();
  staff = await adminAccount(app, 'STAFF');
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

let paths = 0;
const newPath = () => `/hooks/${++paths}`;

async function orderOf(seller: Account): Promise<string> {
  const [product] = await stockedProducts(app, seller, manager, [5]);
  const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]));
  await webhooksSettled(app);
  return orderId;
}

it('delivers a placed order to the seller’s endpoint, signed, with the Standard Webhooks headers and body', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  const orderId = await orderOf(seller);

  const [delivery, ...more] = receiver.received(path);
  expect(more).toEqual([]);
  expect(delivery!.verified).toBe(true);
  expect(delivery!.headers['content-type']).toBe('application/json');
  expect(delivery!.headers['webhook-id']).toEqual(expect.any(String));
  expect(delivery!.json).toEqual({
    type: 'order.placed.v1',
    timestamp: expect.any(String),
    data: expect.objectContaining({ orderId, sellerId: seller.id }),
  });

  const log = await call(app, seller, routes.deliveries, { params: { webhookId } });
  expect(log.body.items).toEqual([
    expect.objectContaining({
      eventId: delivery!.headers['webhook-id'],
      eventType: 'order.placed.v1',
      status: 'SUCCEEDED',
      attempts: 1,
      lastStatusCode: 200,
      replay: false,
    }),
  ]);
  const detail = await call(app, seller, routes.delivery, { params: { webhookId, deliveryId: log.body.items[0]!.id } });
  expect(detail.body.payload).toBe(delivery!.body);
  expect(detail.body.attemptLog).toEqual([expect.objectContaining({ statusCode: 200, error: null, responseExcerpt: 'ok' })]);
  const view = await call(app, seller, routes.get, { params: { webhookId } });
  expect(view.body).toMatchObject({ status: 'ACTIVE', failingSince: null, lastDelivery: { status: 'SUCCEEDED', statusCode: 200 } });
});

it('sends a seller only their own events, and a warehouse endpoint every seller’s', async () => {
  const [mine, theirs] = [await newSeller(app), await newSeller(app)];
  const [minePath, staffPath] = [newPath(), newPath()];
  await subscribe(app, receiver, mine, minePath);
  await subscribe(app, receiver, manager, staffPath);
  const own = await orderOf(mine);
  const other = await orderOf(theirs);

  expect(receiver.received(minePath).map((d) => d.json.data.orderId)).toEqual([own]);
  const seen = receiver.received(staffPath);
  expect(seen.map((d) => d.json.data.orderId)).toEqual([own, other]);
  expect(seen.every((d) => d.verified)).toBe(true);
});

it('lists the warehouse’s endpoints to managers, and none of them to sellers', async () => {
  const path = newPath();
  const webhookId = await subscribe(app, receiver, manager, path);
  const seller = await newSeller(app);
  expect((await call(app, manager, routes.list, {})).body.map((w) => w.id)).toContain(webhookId);
  expect((await call(app, manager, routes.get, { params: { webhookId } })).body.scope).toBe('WAREHOUSE');
  expect((await call(app, seller, routes.list, {})).body).toEqual([]);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).status).toBe(404);
});

it('refuses staff who are not managers every warehouse endpoint route with 403 WAREHOUSE_MANAGER_ONLY', async () => {
  const webhookId = await subscribe(app, receiver, manager, newPath());
  const params = { webhookId };
  const body = { url: receiver.url(newPath()), eventTypes: ['order.placed.v1'] };
  for (const res of [
    await call(app, staff, routes.create, { body }),
    await call(app, staff, routes.list, {}),
    await call(app, staff, routes.get, { params }),
    await call(app, staff, routes.update, { params, body: { description: 'staff was here' } }),
    await call(app, staff, routes.disable, { params }),
    await call(app, staff, routes.enable, { params }),
    await call(app, staff, routes.rotateSecret, { params }),
    await call(app, staff, routes.revealSecret, { params }),
    await call(app, staff, routes.deliveries, { params }),
    await call(app, staff, routes.sendTest, { params }),
    await call(app, staff, routes.remove, { params }),
  ])
    expect([res.status, res.body.code]).toEqual([403, 'WAREHOUSE_MANAGER_ONLY']);
  expect((await call(app, manager, routes.get, { params })).body).toMatchObject({ status: 'ACTIVE', description: 'Orders to our ERP' });
});

it('answers 404 for another seller’s endpoint, its secret and its deliveries', async () => {
  const [owner, stranger] = [await newSeller(app), await newSeller(app)];
  const webhookId = await subscribe(app, receiver, owner, newPath());
  await orderOf(owner);
  const [delivery] = (await call(app, owner, routes.deliveries, { params: { webhookId } })).body.items;
  const params = { webhookId };
  for (const res of [
    await call(app, stranger, routes.get, { params }),
    await call(app, stranger, routes.revealSecret, { params }),
    await call(app, stranger, routes.deliveries, { params }),
    await call(app, stranger, routes.delivery, { params: { webhookId, deliveryId: delivery!.id } }),
    await call(app, stranger, routes.replayDelivery, { params: { webhookId, deliveryId: delivery!.id } }),
    await call(app, stranger, routes.update, { params, body: { description: 'mine now' } }),
    await call(app, stranger, routes.disable, { params }),
    await call(app, stranger, routes.remove, { params }),
    await call(app, stranger, routes.rotateSecret, { params }),
    await call(app, stranger, routes.sendTest, { params }),
  ])
    expect([res.status, res.body.code]).toEqual([404, 'WEBHOOK_NOT_FOUND']);
  expect((await call(app, owner, routes.get, { params })).body.description).toBe('Orders to our ERP');
});

it('replays one delivery and a period with the original webhook-id, as new deliveries marked replay', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  await orderOf(seller);
  await orderOf(seller);
  const originals = receiver.received(path);
  expect(originals).toHaveLength(2);
  const log = await call(app, seller, routes.deliveries, { params: { webhookId } });

  const one = await call(app, seller, routes.replayDelivery, { params: { webhookId, deliveryId: log.body.items[1]!.id } });
  expect(one.body).toMatchObject({ eventId: log.body.items[1]!.eventId, replay: true, status: 'PENDING' });
  await webhooksSettled(app);
  const afterOne = receiver.received(path);
  expect(afterOne).toHaveLength(3);
  expect(afterOne[2]!.headers['webhook-id']).toBe(log.body.items[1]!.eventId);
  expect(afterOne[2]!.body).toBe(originals.find((d) => d.headers['webhook-id'] === log.body.items[1]!.eventId)!.body);
  expect(afterOne[2]!.verified).toBe(true);

  const from = new Date(Date.now() - 3600_000).toISOString();
  const to = new Date(Date.now() + 3600_000).toISOString();
  const period = await call(app, seller, routes.replayPeriod, { params: { webhookId }, body: { from, to } });
  expect(period.body).toEqual({ count: 2 });
  await webhooksSettled(app);
  const ids = receiver
    .received(path)
    .slice(3)
    .map((d) => d.headers['webhook-id']);
  expect(ids.sort()).toEqual(originals.map((d) => d.headers['webhook-id']).sort());
  const replays = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items.filter((d) => d.replay);
  expect(replays.map((d) => d.status)).toEqual(['SUCCEEDED', 'SUCCEEDED', 'SUCCEEDED']);

  const tooLong = await call(app, seller, routes.replayPeriod, {
    params: { webhookId },
    body: { from: new Date(Date.now() - 8 * 86_400_000).toISOString(), to },
  });
  expect([tooLong.status, tooLong.body.code]).toEqual([422, 'WEBHOOK_REPLAY_PERIOD_INVALID']);
});

it('refuses a period replay of more than 1,000 deliveries with WEBHOOK_REPLAY_TOO_LARGE', async () => {
  const seller = await newSeller(app);
  const webhookId = await subscribe(app, receiver, seller, newPath());
  // The log of a busy endpoint: 1,001 sent deliveries within the hour.
  await app.running.persistence.sql.query(
    `insert into webhook_deliveries (id, endpoint_id, event_id, event_type, event_time, payload, status, attempts, replay, created_at)
     select gen_random_uuid()::text, $1, 'busy-' || n, 'order.placed.v1', now() - interval '1 minute', '{}', 'SUCCEEDED', 1, false, now()
     from generate_series(1, $2::int) n`,
    [webhookId, WEBHOOK_REPLAY_MAX_DELIVERIES + 1],
  );
  const from = new Date(Date.now() - 3600_000).toISOString();
  const to = new Date(Date.now() + 3600_000).toISOString();
  const res = await call(app, seller, routes.replayPeriod, { params: { webhookId }, body: { from, to } });
  expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_REPLAY_TOO_LARGE']);
  expect((await call(app, seller, routes.deliveries, { params: { webhookId }, query: { status: 'PENDING' } })).body.total).toBe(0);
});

it('refuses a period replay while an earlier replay is pending, and more pending replays than the cap, with WEBHOOK_REPLAY_IN_PROGRESS', async () => {
  const seller = await newSeller(app);
  const webhookId = await subscribe(app, receiver, seller, newPath());
  await orderOf(seller);
  const [sent] = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  const from = new Date(Date.now() - 3600_000).toISOString();
  const to = new Date(Date.now() + 3600_000).toISOString();
  // Disabled, so the replay stays pending.
  await call(app, seller, routes.disable, { params: { webhookId } });
  expect((await call(app, seller, routes.replayDelivery, { params: { webhookId, deliveryId: sent!.id } })).body.replay).toBe(true);
  const busy = await call(app, seller, routes.replayPeriod, { params: { webhookId }, body: { from, to } });
  expect([busy.status, busy.body.code]).toEqual([409, 'WEBHOOK_REPLAY_IN_PROGRESS']);

  for (let i = 1; i < WEBHOOK_MAX_PENDING_REPLAYS; i++)
    expect((await call(app, seller, routes.replayDelivery, { params: { webhookId, deliveryId: sent!.id } })).body.replay).toBe(true);
  const one = await call(app, seller, routes.replayDelivery, { params: { webhookId, deliveryId: sent!.id } });
  expect([one.status, one.body.code]).toEqual([409, 'WEBHOOK_REPLAY_IN_PROGRESS']);

  await call(app, seller, routes.enable, { params: { webhookId } });
  await webhooksSettled(app);
  const period = await call(app, seller, routes.replayPeriod, { params: { webhookId }, body: { from, to } });
  expect(period.body).toEqual({ count: 1 });
});

it('sends a signed test event, and signs with the new secret after a rotation (the old one no longer verifies)', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  const test = await call(app, seller, routes.sendTest, { params: { webhookId } });
  expect(test.body).toMatchObject({ eventType: 'webhook.test.v1', status: 'PENDING' });
  await webhooksSettled(app);
  expect(receiver.received(path).map((d) => [d.json.type, d.verified])).toEqual([['webhook.test.v1', true]]);

  const revealed = await call(app, seller, routes.revealSecret, { params: { webhookId } });
  expect(revealed.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  const rotated = await call(app, seller, routes.rotateSecret, { params: { webhookId } });
  expect(rotated.body.secret).not.toBe(revealed.body.secret);
  // Read at the rotation's position, the read model (which the dispatcher signs from) has the new secret.
  expect(rotated.body.position).toMatch(/^\d+\.\d+$/);
  const seen = await apiRoute(app, routes.revealSecret, {
    params: { webhookId },
    headers: { ...as(seller).headers, 'X-Min-Position': rotated.body.position },
  });
  expect(seen.body.secret).toBe(rotated.body.secret);
  await call(app, seller, routes.sendTest, { params: { webhookId } });
  await webhooksSettled(app);
  expect(receiver.received(path)[1]!.verified).toBe(false);
  receiver.trust(path, rotated.body.secret!);
  await call(app, seller, routes.sendTest, { params: { webhookId } });
  await webhooksSettled(app);
  expect(receiver.received(path)[2]!.verified).toBe(true);
  expect((await call(app, seller, routes.revealSecret, { params: { webhookId } })).body.secret).toBe(rotated.body.secret);
});

it('keeps the signing secret out of the stored events', async () => {
  const seller = await newSeller(app);
  const created = await call(app, seller, routes.create, { body: { url: receiver.url(newPath()), eventTypes: ['order.placed.v1'] } });
  const events = (await app.running.persistence.store.readStream(webhookStream(created.body.id))) as unknown as WebhookEvent[];
  expect(JSON.stringify(events)).not.toContain(created.body.secret!.slice('whsec_'.length));
  expect(events[0]).toMatchObject({ type: 'WebhookCreated', data: { secret: { keyId: expect.any(String), sealed: expect.any(String) } } });
});

it('keeps the signing secret out of the idempotency store and caches: a replay answers secret null', async () => {
  const seller = await newSeller(app);
  const keyed = (key: string) => ({ ...as(seller).headers, 'Idempotency-Key': key });
  const body = { url: receiver.url(newPath()), eventTypes: ['order.placed.v1'] };
  const created = await apiRoute(app, routes.create, { body, headers: keyed(`create-${seller.id}`) });
  expect([created.status, created.headers.get('cache-control')]).toEqual([201, 'no-store']);
  expect(created.body.secret).toMatch(/^whsec_/);
  const webhookId = created.body.id;
  const rotated = await apiRoute(app, routes.rotateSecret, { params: { webhookId }, headers: keyed(`rotate-${seller.id}`) });
  expect([rotated.status, rotated.headers.get('cache-control')]).toEqual([200, 'no-store']);
  expect(rotated.body.secret).toMatch(/^whsec_/);
  const revealed = await call(app, seller, routes.revealSecret, { params: { webhookId } });
  expect(revealed.headers.get('cache-control')).toBe('no-store');

  const { rows } = await app.running.persistence.sql.query<{ response: unknown }>(
    "select response from idempotency_keys where scope like $1 || ' %'",
    [seller.id],
  );
  expect(rows).toHaveLength(2);
  expect(JSON.stringify(rows)).not.toContain('whsec_');

  const again = await apiRoute(app, routes.create, { body, headers: keyed(`create-${seller.id}`) });
  expect([again.status, again.headers.get('idempotent-replayed'), again.body]).toEqual([
    201,
    'true',
    { id: webhookId, position: created.body.position, secret: null },
  ]);
  const rotatedAgain = await apiRoute(app, routes.rotateSecret, { params: { webhookId }, headers: keyed(`rotate-${seller.id}`) });
  expect(rotatedAgain.body).toEqual({ secret: null, position: rotated.body.position });
});

it('records a delivery whose secret cannot be unsealed as a failed attempt, and answers its reveal 409 WEBHOOK_SECRET_UNREADABLE', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  // Sealed under a key the ring no longer has.
  await app.running.persistence.sql.query('update webhook_endpoints set secret = $2::jsonb where id = $1', [
    webhookId,
    JSON.stringify({ keyId: 'retired-2025', sealed: Buffer.alloc(48, 1).toString('base64') }),
  ]);
  const reveal = await call(app, seller, routes.revealSecret, { params: { webhookId } });
  expect([reveal.status, reveal.body.code]).toEqual([409, 'WEBHOOK_SECRET_UNREADABLE']);

  const test = await call(app, seller, routes.sendTest, { params: { webhookId } });
  await webhooksSettled(app);
  expect(receiver.received(path)).toEqual([]);
  const detail = await call(app, seller, routes.delivery, { params: { webhookId, deliveryId: test.body.id } });
  expect(detail.body).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: null, lastError: 'secret unreadable' });
  expect(detail.body.attemptLog).toEqual([expect.objectContaining({ statusCode: null, error: 'secret unreadable' })]);
});

it('never sends an endpoint an event from before its creation, even when the fan-out was behind', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const [product] = await stockedProducts(app, seller, manager, [5]);
  const fanOut = app.running.app.get(WebhookFanOut);
  await fanOut.stop();
  try {
    await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]));
    await sagasSettled(app);
    await subscribe(app, receiver, seller, path);
  } finally {
    await fanOut.start();
  }
  await webhooksSettled(app);
  expect(receiver.received(path)).toEqual([]);

  const later = await orderOf(seller);
  expect(receiver.received(path).map((d) => d.json.data.orderId)).toEqual([later]);
});

it('sends nothing to a disabled endpoint until it is enabled; a deleted one is gone', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  expect((await call(app, seller, routes.disable, { params: { webhookId } })).status).toBe(200);
  const again = await call(app, seller, routes.disable, { params: { webhookId } });
  expect([again.status, again.body.code]).toEqual([409, 'WEBHOOK_STATUS_CONFLICT']);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body).toMatchObject({
    status: 'DISABLED',
    disabledReason: 'MANUAL',
  });
  await orderOf(seller);
  expect(receiver.received(path)).toEqual([]);

  expect((await call(app, seller, routes.enable, { params: { webhookId } })).status).toBe(200);
  await orderOf(seller);
  expect(receiver.received(path)).toHaveLength(1);

  expect((await call(app, seller, routes.remove, { params: { webhookId } })).status).toBe(200);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).status).toBe(404);
  expect((await call(app, seller, routes.list, {})).body).toEqual([]);
});

it('changes the URL, description and event types', async () => {
  const seller = await newSeller(app);
  const webhookId = await subscribe(app, receiver, seller, newPath());
  const path = newPath();
  const res = await call(app, seller, routes.update, { params: { webhookId }, body: { url: receiver.url(path), description: 'New ERP' } });
  expect(res.status).toBe(200);
  receiver.trust(path, (await call(app, seller, routes.revealSecret, { params: { webhookId } })).body.secret);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body).toMatchObject({
    url: receiver.url(path),
    description: 'New ERP',
  });
  await orderOf(seller);
  expect(receiver.received(path).map((d) => d.verified)).toEqual([true]);
});

it('never sends one delivery twice at once when several dispatchers pass together (leases skip locked rows)', async () => {
  const seller = await newSeller(app);
  const path = newPath();
  const webhookId = await subscribe(app, receiver, seller, path);
  const first = await call(app, seller, routes.sendTest, { params: { webhookId } });
  await webhooksSettled(app);
  // Queued while the endpoint is disabled (nothing is sent), then due all at once when it is enabled.
  await call(app, seller, routes.disable, { params: { webhookId } });
  for (let i = 0; i < 11; i++) await call(app, seller, routes.replayDelivery, { params: { webhookId, deliveryId: first.body.id } });
  await call(app, seller, routes.enable, { params: { webhookId } });
  // Three more workers' dispatchers (the app's own is one more), all passing at once over the same rows.
  const get = <T>(token: unknown) => app.running.app.get<T>(token as never);
  const workers = [1, 2, 3].map(
    () =>
      new WebhookDispatcher(
        get(APP_CONFIG),
        get(CLOCK),
        get(READ_DB),
        get(OUTBOUND_FETCH),
        get(SecretSealer),
        get(CommandBus),
        get(BackgroundWork),
      ),
  );
  await Promise.all([...workers.map((w) => w.sendDue()), webhooksSettled(app)]);
  const log = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  expect(log).toHaveLength(12);
  expect(log.map((d) => [d.status, d.attempts])).toEqual(log.map(() => ['SUCCEEDED', 1]));
  expect(receiver.received(path)).toHaveLength(12);
});

describe('refusals', () => {
  it('refuses unknown event types with WEBHOOK_EVENT_TYPES_INVALID', async () => {
    const seller = await newSeller(app);
    const res = await call(app, seller, routes.create, {
      body: { url: receiver.url('/x'), eventTypes: ['order.placed.v1', 'order.eaten.v1'] },
    });
    expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_EVENT_TYPES_INVALID']);
    const empty = await call(app, seller, routes.create, { body: { url: receiver.url('/x'), eventTypes: [] } });
    expect(empty.status).toBe(400);
  });

  it('refuses a URL that is not http(s) and a malformed body with 400', async () => {
    const seller = await newSeller(app);
    const ftp = await call(app, seller, routes.create, { body: { url: 'ftp://example.com/hook', eventTypes: ['order.placed.v1'] } });
    expect(ftp.status).toBe(400);
    const raw = await api(app, 'POST', '/api/webhooks', { headers: { Authorization: `JWT ${seller.access}` }, rawBody: '{"url":' });
    expect(raw.status).toBe(400);
    const bad = await api(app, 'GET', '/api/webhooks/not-a-uuid', { headers: { Authorization: `JWT ${seller.access}` } });
    expect(bad.status).toBe(400);
  });

  it(`refuses an endpoint over the limit with WEBHOOK_LIMIT_REACHED`, async () => {
    const seller = await newSeller(app);
    for (let i = 0; i < 10; i++) await subscribe(app, receiver, seller, newPath());
    const res = await call(app, seller, routes.create, { body: { url: receiver.url('/eleventh'), eventTypes: ['order.placed.v1'] } });
    expect([res.status, res.body.code]).toEqual([422, 'WEBHOOK_LIMIT_REACHED']);
  });

  it('answers 401 without a token', async () => {
    expect((await api(app, 'GET', '/api/webhooks')).status).toBe(401);
  });

  it('lists the subscribable event types', async () => {
    const seller = await newSeller(app);
    const res = await call(app, seller, routes.eventTypes, {});
    expect(res.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'order.placed.v1', topic: 'ledgerhouse.orders.v1' })]),
    );
  });
});
