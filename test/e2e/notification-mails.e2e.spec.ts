// The notification mails the sagas send, on PostgreSQL: each once (a replayed event mails nothing), in the language the
// seller uses the app in, to the profile's notification email when set, and none with the category switched off.
import { randomUUID } from 'node:crypto';
import { SANDBOX_CARDS, type NOTIFICATION_CATEGORIES, type SubscriptionEvent } from '@ledgerhouse/contracts';
import { LocalMailbox, type MailPort, type StoredEvent } from '../../infra/src';
import { FirstProductMailSaga } from '../../services/src/catalog/sagas/first-product-mail.saga';
import { FirstChannelMailSaga } from '../../services/src/channels/sagas/first-channel-mail.saga';
import { BillingMailSaga } from '../../services/src/billing/sagas/billing-mail.saga';
import { InboundLocatedMailSaga } from '../../services/src/inbound/sagas/inbound-located-mail.saga';
import { OrderShippedMailSaga } from '../../services/src/orders/sagas/order-shipped-mail.saga';
import { SellerNotificationMail } from '../../services/src/notifications/seller-notification-mail';
import { MAIL_PORT } from '../../services/src/persistence/tokens';
import type { Saga } from '../../services/src/sagas/saga';
import { newSeller, type Account } from '../support/accounts';
import { createProduct, newProduct } from '../support/catalog';
import { connectSandbox } from '../support/channel-stock';
import { as, caughtUp, fundWallet, linkCard, staffSpendAs } from '../support/billing';
import { inboundDriver } from '../support/inbound-events';
import { orderDriver, placed, toStatus } from '../support/order-events';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

type Category = (typeof NOTIFICATION_CATEGORIES)[number];
const ALL: Category[] = ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER'];

let app: TestApp;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ kind: 'pg', env: { PUBLIC_URL: 'https://app.ledgerhouse.example' } });
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app?.close());

/** A seller using the app in `locale`, with these notification categories on and mail going to `email` (else the account's). */
async function seller(locale: 'en-US' | 'ru-RU', categories: Category[] = ALL, email: string | null = null): Promise<Account> {
  const account = await newSeller(app);
  const settings = await api(app, 'PUT', '/api/user/notification-settings/', {
    headers: { ...as(account).headers, 'Accept-Language': locale },
    body: { categories, email },
  });
  expect(settings.status).toBe(200);
  await sagasSettled(app);
  return account;
}

async function mailsTo(address: string) {
  const mailbox = app.running.app.get<MailPort>(MAIL_PORT);
  if (!(mailbox instanceof LocalMailbox)) throw new Error('start the app without SMTP_URL');
  // The account's own confirmation and welcome are identity's.
  return (await mailbox.list(address, 50)).filter((m) => !/confirm|welcome|подтвердите|добро пожаловать/i.test(m.subject));
}

/** The saga handles the stream's last event of this type again, as after a crash before its checkpoint. */
async function replay(saga: Saga, stream: string, type: string): Promise<void> {
  const events = await app.running.persistence.store.readStream(stream);
  await saga.react(events.findLast((e) => e.type === type) as StoredEvent, { key: 'replay' });
}

describe('warehouse operations', () => {
  async function locatedShipment(sellerId: string): Promise<string> {
    const inbound = inboundDriver(app.running.persistence.store, sellerId);
    const productId = randomUUID();
    const shipmentId = await inbound.submitted([{ productId, quantity: 10 }]);
    await inbound.accepted(shipmentId, [{ productId, received: 8, damaged: 2, declared: 10 }], 600);
    await inbound.append(shipmentId, [
      {
        type: 'InboundUnitsPlaced',
        data: { placementId: randomUUID(), productId, sellerId, locationCode: 'A-01-01', quantity: 8, at: new Date().toISOString() },
      },
    ]);
    await inbound.located(shipmentId);
    await sagasSettled(app);
    return shipmentId;
  }

  async function shippedOrder(sellerId: string): Promise<string> {
    const orderId = randomUUID();
    await orderDriver(app.running.persistence.store).append(
      orderId,
      [placed(orderId, sellerId, { number: 'SO-1001' }), ...toStatus.processed()],
      {
        userId: sellerId,
      },
    );
    await sagasSettled(app);
    return orderId;
  }

  it('mails an inbound shipment received and placed once, with its counts, in the seller’s language', async () => {
    const me = await seller('en-US');
    const shipmentId = await locatedShipment(me.id);
    await replay(app.running.app.get(InboundLocatedMailSaga), `inbound-${shipmentId}`, 'InboundLocated');
    const mails = await mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Inbound shipment IN-\w+ is received and placed$/);
    expect(mails[0]!.text).toContain('Received in good condition: 8\nDamaged: 2\nPlaced in bins: 8');
    expect(mails[0]!.text).toContain(`https://app.ledgerhouse.example/shipments/inbound/${shipmentId}`);

    const ru = await seller('ru-RU');
    await locatedShipment(ru.id);
    expect((await mailsTo(ru.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Поставка IN-\w+ принята и размещена$/)]);
  });

  it('mails a shipped order once, with the carrier and tracking number, to the notification email', async () => {
    const notify = `ops-${randomUUID().slice(0, 8)}@shop.example`;
    const me = await seller('ru-RU', ALL, notify);
    const orderId = await shippedOrder(me.id);
    await replay(app.running.app.get(OrderShippedMailSaga), `order-${orderId}`, 'OrderHandedOver');
    expect(await mailsTo(me.email)).toEqual([]);
    const mails = await mailsTo(notify);
    expect(mails.map((m) => m.subject)).toEqual(['Заказ SO-1001 отправлен']);
    expect(mails[0]!.text).toContain('Перевозчик: SANDBOX\nТрек-номер: SBX123456');
  });

  it('mails neither with warehouse operations off', async () => {
    const me = await seller('en-US', ['BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER']);
    await locatedShipment(me.id);
    await shippedOrder(me.id);
    expect(await mailsTo(me.email)).toEqual([]);
  });
});

describe('billing', () => {
  async function failedTopUp(seller: Account): Promise<void> {
    const declined = await linkCard(app, seller, SANDBOX_CARDS.decline);
    const res = await api(app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 2_500, cardId: declined } });
    expect(res.status).toBe(402);
    await caughtUp(app, res.body.details.position);
    await sagasSettled(app);
  }

  /** The renewal's failure as the billing scheduler records it (its clock is not this file's). */
  async function failedRenewal(sellerId: string): Promise<void> {
    const store = app.running.persistence.store;
    const stream = `subscription-${sellerId}`;
    const ended: SubscriptionEvent = {
      type: 'SubscriptionEnded',
      data: { plan: 'basic', reason: 'RENEWAL_FAILED', at: new Date().toISOString() },
    };
    const metadata = { correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };
    await store.append(stream, [{ ...ended, metadata }], (await store.readStream(stream)).length);
    await sagasSettled(app);
  }

  it('mails a refused card top-up and a failed renewal once each, in the seller’s language', async () => {
    const me = await seller('ru-RU');
    await failedTopUp(me);
    await failedRenewal(me.id);
    const saga = app.running.app.get(BillingMailSaga);
    await replay(saga, `wallet-${me.id}`, 'TopUpFailed');
    await replay(saga, `subscription-${me.id}`, 'SubscriptionEnded');
    const mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Подписка не продлена', 'Пополнение баланса не прошло']);
    expect(mails.find((m) => m.subject === 'Пополнение баланса не прошло')!.text).toMatch(/25,00\s\$/);
    expect(mails.find((m) => m.subject === 'Подписка не продлена')!.text).toContain('«Базовый»');
  });

  it('mails a low balance once per crossing of the trigger while auto top-up is off', async () => {
    const me = await seller('en-US');
    const auto = await api(app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(me),
      body: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    expect(auto.status).toBeLessThan(300);
    await fundWallet(app, staff, me.id, 5_000);
    await staffSpendAs(app, staff, me.id, 1_000); // 40.00: above the trigger
    await staffSpendAs(app, staff, me.id, 1_500); // 25.00: crossed
    await staffSpendAs(app, staff, me.id, 500); // 20.00: still below, no new crossing
    await sagasSettled(app);
    await replay(app.running.app.get(BillingMailSaga), `wallet-${me.id}`, 'WalletSpent');
    let mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your wallet balance is low']);
    expect(mails[0]!.text).toContain('The balance is $25.00, below the trigger level of $30.00.');

    await fundWallet(app, staff, me.id, 2_000); // 40.00: back above
    await staffSpendAs(app, staff, me.id, 2_000); // 20.00: crossed again
    await sagasSettled(app);
    mails = await mailsTo(me.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your wallet balance is low', 'Your wallet balance is low']);
  });

  it('mails no billing mail with billing off', async () => {
    const me = await seller('en-US', ['WAREHOUSE_OPERATIONS', 'ONBOARDING', 'OTHER']);
    await failedTopUp(me);
    await failedRenewal(me.id);
    expect(await mailsTo(me.email)).toEqual([]);
  });
});

describe('onboarding', () => {
  const mailsAbout = async (to: string, about: RegExp) => (await mailsTo(to)).filter((m) => about.test(m.subject));

  it('mails the first product once, however many follow', async () => {
    const me = await seller('en-US');
    const first = await createProduct(app, as(me).headers, newProduct(`FIRST-${randomUUID().slice(0, 6)}`, { title: 'Blue mug' }));
    await createProduct(app, as(me).headers, newProduct(`NEXT-${randomUUID().slice(0, 6)}`));
    await sagasSettled(app);
    await replay(app.running.app.get(FirstProductMailSaga), `product-${first}`, 'ProductCreated');
    const mails = await mailsAbout(me.email, /first product/);
    expect(mails.map((m) => m.subject)).toEqual(['Your first product is in Ledgerhouse']);
    expect(mails[0]!.text).toContain('“Blue mug”');
  });

  it('mails the first sales channel once, in the seller’s language', async () => {
    const me = await seller('ru-RU');
    const first = await connectSandbox(app, me, 'SHOPIFY', 'Мой магазин');
    await connectSandbox(app, me, 'WALMART', 'Второй магазин');
    await sagasSettled(app);
    await replay(app.running.app.get(FirstChannelMailSaga), `channel-${first}`, 'SalesChannelConnected');
    const mails = await mailsAbout(me.email, /канал/);
    expect(mails.map((m) => m.subject)).toEqual(['Первый канал продаж подключён']);
    expect(mails[0]!.text).toContain('«Мой магазин»');
  });

  it('mails neither with onboarding off, nor later once it is on again', async () => {
    const off: Category[] = ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'OTHER'];
    const me = await seller('en-US', off);
    await createProduct(app, as(me).headers, newProduct(`OFF-${randomUUID().slice(0, 6)}`));
    await connectSandbox(app, me, 'AMAZON', 'Off shop');
    await sagasSettled(app);
    const on = await api(app, 'PUT', '/api/user/notification-settings/', { ...as(me), body: { categories: ALL, email: null } });
    expect(on.status).toBe(200);
    await sagasSettled(app);
    await createProduct(app, as(me).headers, newProduct(`ON-${randomUUID().slice(0, 6)}`));
    await sagasSettled(app);
    expect(await mailsTo(me.email)).toEqual([]);
  });
});

it('sends nothing for an event older than a day (a saga catching up on history), and that key stays spent', async () => {
  const me = await seller('en-US');
  const notifications = app.running.app.get(SellerNotificationMail);
  const mail = {
    key: `probe:${me.id}`,
    sellerId: me.id,
    category: 'ONBOARDING' as const,
    compose: () => ({ subject: 'Probe', text: 'Probe' }),
  };
  await notifications.sendOnce({ ...mail, at: new Date(Date.now() - 25 * 60 * 60_000) });
  await notifications.sendOnce({ ...mail, at: new Date() });
  expect(await mailsTo(me.email)).toEqual([]);
  await notifications.sendOnce({ ...mail, key: `probe-fresh:${me.id}`, at: new Date() });
  expect((await mailsTo(me.email)).map((m) => m.subject)).toEqual(['Probe']);
});
