// Webhook retries on the clock (a ManualClock moved past each wait, then one dispatcher pass): a receiver answering 500
// then 200 gets the same `webhook-id` twice and the log keeps both attempts; a receiver failing for the whole window
// gets every attempt of the Standard Webhooks schedule, then the delivery is FAILED, the endpoint disabled as FAILING
// and its owner mailed in the language they created it in.
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import type { OutgoingMail } from '@ledgerhouse/contracts';
import { LocalMailbox, ManualClock, type MailPort } from '../../infra/src';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import { sagasSettled } from '../support/sagas';
import { WEBHOOK_RETRY_DELAYS_MS } from '../../services/src/webhooks/domain/delivery-schedule';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { as, eventually, signInAgain } from '../support/billing';
import { call } from '../support/inbound';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';
import { startReceiver, subscribe, webhooksSettled, type Receiver } from '../support/webhooks';

const clock = new ManualClock(new Date());
let app: TestApp;
let receiver: Receiver;
let manager: Account;

beforeAll(async () => {
  app = await startTestApp({
    clock,
    env: {
      OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOK_DISPATCH_INTERVAL_MS: '0',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      PUBLIC_URL: 'https://app.ledgerhouse.example',
    },
  });
  receiver = await startReceiver();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(async () => {
  await receiver?.close();
  await app?.close();
});

const isDisableMail = (mail: OutgoingMail) => /ебхук|Webhook disabled/.test(mail.subject);

/** The mailbox refuses the first `times` disable mails with `error(mail)`; other mails pass. Counts disable mails tried. */
function refusingDisableMails(mailbox: LocalMailbox, error: (mail: OutgoingMail) => Error | null, times = Infinity) {
  const send = mailbox.send.bind(mailbox);
  let refused = 0;
  const spy = Object.assign(jest.spyOn(mailbox, 'send'), { disableMailsTried: 0 });
  spy.mockImplementation(async (mail) => {
    if (!isDisableMail(mail)) return send(mail);
    spy.disableMailsTried++;
    const refusal = refused < times ? error(mail) : null;
    if (refusal) {
      refused++;
      throw refusal;
    }
    return send(mail);
  });
  return spy;
}

async function placeAnOrder(seller: Account): Promise<string> {
  // The clock moves past a day here: tokens signed before have expired.
  await signInAgain(app, manager);
  const [product] = await stockedProducts(app, seller, manager, [5]);
  const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]));
  await webhooksSettled(app);
  return orderId;
}

async function later(ms: number): Promise<void> {
  clock.advance(ms);
  await webhooksSettled(app);
}

it('retries a delivery the receiver answered 500, succeeds on 200, and logs both attempts under one webhook-id', async () => {
  const seller = await newSeller(app);
  const path = '/flaky';
  receiver.answer(path, 500, 200);
  const webhookId = await subscribe(app, receiver, seller, path);
  await placeAnOrder(seller);

  const [first] = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  expect(first).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
  expect(first!.nextAttemptAt).toBe(new Date(clock.now().getTime() + 5000).toISOString());
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body.failingSince).toBe(clock.now().toISOString());

  await later(4000);
  expect(receiver.received(path)).toHaveLength(1);
  await later(1000);
  const received = receiver.received(path);
  expect(received).toHaveLength(2);
  expect(received.every((d) => d.verified)).toBe(true);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  expect(received[1]!.body).toBe(received[0]!.body);

  const detail = await call(app, seller, routes.delivery, { params: { webhookId, deliveryId: first!.id } });
  expect(detail.body).toMatchObject({ status: 'SUCCEEDED', attempts: 2, lastStatusCode: 200, nextAttemptAt: null });
  expect(detail.body.attemptLog.map((a) => [a.statusCode, a.responseExcerpt])).toEqual([
    [500, 'receiver says no'],
    [200, 'ok'],
  ]);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body).toMatchObject({ status: 'ACTIVE', failingSince: null });
});

it('gives up after the last attempt of the day-long schedule, disables the endpoint as FAILING and mails its owner (retrying a refused send)', async () => {
  let seller: Account = await newSeller(app);
  const path = '/down';
  receiver.answer(path, 503);
  // The owner uses the app in Russian (the web client sends it as Accept-Language).
  const created = await apiRoute(app, routes.create, {
    body: { url: receiver.url(path), eventTypes: ['order.placed.v1'] },
    headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
  });
  const webhookId = created.body.id;
  await placeAnOrder(seller);

  for (const wait of WEBHOOK_RETRY_DELAYS_MS.slice(1, -1)) await later(wait);
  expect(receiver.received(path)).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length - 1);
  seller = await signInAgain(app, seller);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body.status).toBe('ACTIVE');

  // The mail server turns the first disable mail away for now (a 4xx): it still goes out, on the saga's retry.
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT) as LocalMailbox;
  const busy = Object.assign(new Error('421 mail server busy'), { responseCode: 421 });
  const send = refusingDisableMails(mailbox, () => busy, 1);
  await later(WEBHOOK_RETRY_DELAYS_MS.at(-1)!);
  expect(receiver.received(path)).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length);
  seller = await signInAgain(app, seller);
  const [delivery] = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  expect(delivery).toMatchObject({ status: 'FAILED', attempts: 8, lastStatusCode: 503, nextAttemptAt: null });
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body).toMatchObject({
    status: 'DISABLED',
    disabledReason: 'FAILING',
  });

  // The mail goes out from the WebhookDisabled fact (a saga), so a crash after the disable cannot lose it.
  await eventually(async () => expect(send.disableMailsTried).toBe(2));
  await sagasSettled(app);
  expect(send.disableMailsTried).toBe(2);
  send.mockRestore();
  const mails = (await mailbox.list(seller.email)).filter((m) => /ебхук/.test(m.subject));
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe('Вебхук отключён: доставки не проходили');
  expect(mails[0]!.text).toContain(receiver.url(path));
  expect(mails[0]!.text).toContain('HTTP 503');
  expect(mails[0]!.text).toContain(`https://app.ledgerhouse.example/profile/webhooks/${webhookId}`);

  // Disabled: a new event makes no delivery, and no second mail goes out.
  await placeAnOrder(seller);
  expect(receiver.received(path)).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length);
  expect((await call(app, seller, routes.deliveries, { params: { webhookId } })).body.total).toBe(1);
  await sagasSettled(app);
  expect((await mailbox.list(seller.email)).filter((m) => /ебхук/.test(m.subject))).toHaveLength(1);
});

it('drops a disable mail the mail server refuses for good (logged), and the next owner’s mail still goes out', async () => {
  const [refused, mailed] = [await newSeller(app), await newSeller(app)];
  const path = '/down-two';
  receiver.answer(path, 500);
  for (const seller of [refused, mailed]) await subscribe(app, receiver, seller, path);
  await placeAnOrder(refused);
  await placeAnOrder(mailed);
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT) as LocalMailbox;
  const rejected = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550, code: 'EENVELOPE' });
  const send = refusingDisableMails(mailbox, (mail) => (mail.to === refused.email ? rejected : null));
  for (const wait of WEBHOOK_RETRY_DELAYS_MS.slice(1)) await later(wait);
  // Both owners' disable facts reach the saga (each tried once), whatever order the dispatcher wrote them in.
  await eventually(async () => expect(send.disableMailsTried).toBe(2));
  await sagasSettled(app);
  expect(send.disableMailsTried).toBe(2);
  send.mockRestore();
  expect((await mailbox.list(refused.email)).filter(isDisableMail)).toHaveLength(0);
  const mails = (await mailbox.list(mailed.email)).filter(isDisableMail);
  expect(mails.map((m) => [m.subject, m.text.includes('HTTP 500')])).toEqual([['Webhook disabled: deliveries kept failing', true]]);
});

it('sends again a delivery whose dispatcher died mid-send, once its lease has lapsed (nothing is lost)', async () => {
  const seller = await newSeller(app);
  const path = '/crash';
  receiver.answer(path, 500, 200);
  const webhookId = await subscribe(app, receiver, seller, path);
  await placeAnOrder(seller);
  const [pending] = (await call(app, seller, routes.deliveries, { params: { webhookId } })).body.items;
  expect(pending).toMatchObject({ status: 'PENDING', attempts: 1 });

  // A worker leased the retry when it fell due and died before settling it: the row says so, nothing else does.
  const leasedUntil = new Date(clock.now().getTime() + 5000 + 70_000);
  await app.running.persistence.sql.query('update webhook_deliveries set leased_until = $1 where id = $2', [leasedUntil, pending!.id]);
  await later(5000);
  expect(receiver.received(path)).toHaveLength(1);

  await later(70_001);
  expect(receiver.received(path)).toHaveLength(2);
  const detail = await call(app, seller, routes.delivery, { params: { webhookId, deliveryId: pending!.id } });
  expect(detail.body).toMatchObject({ status: 'SUCCEEDED', attempts: 2, lastStatusCode: 200 });
});

it('keeps an endpoint enabled again after FAILING active through its next failure (the old streak is over)', async () => {
  let seller: Account = await newSeller(app);
  const path = '/back';
  receiver.answer(path, 503);
  const webhookId = await subscribe(app, receiver, seller, path);
  await placeAnOrder(seller);
  for (const wait of WEBHOOK_RETRY_DELAYS_MS.slice(1)) await later(wait);
  seller = await signInAgain(app, seller);
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body).toMatchObject({
    status: 'DISABLED',
    disabledReason: 'FAILING',
  });

  expect((await call(app, seller, routes.enable, { params: { webhookId } })).status).toBe(200);
  await eventually(async () => expect((await call(app, seller, routes.get, { params: { webhookId } })).body.status).toBe('ACTIVE'));
  expect((await call(app, seller, routes.get, { params: { webhookId } })).body.failingSince).toBeNull();
  await call(app, seller, routes.sendTest, { params: { webhookId } });
  await webhooksSettled(app);
  seller = await signInAgain(app, seller);
  const view = (await call(app, seller, routes.get, { params: { webhookId } })).body;
  expect(view).toMatchObject({ status: 'ACTIVE', failingSince: clock.now().toISOString() });
  expect(receiver.received(path)).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
});
