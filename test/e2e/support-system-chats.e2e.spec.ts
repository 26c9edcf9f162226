// System-initiated support chats over real HTTP: the warehouse marks a shipment LOST, a card top-up is declined (by hand
// and automatically), a channel's token is revoked, a seller asks for an integration, an order waits a day for goods,
// a renewal cannot be paid. Each opens one chat with its category, initiator, trigger and template, for the seller,
// and opens nothing more when every event is delivered to the saga again.
import { randomUUID } from 'node:crypto';
import { inboundRoutes, SANDBOX_CARDS, type SupportEvent } from '@ledgerhouse/contracts';
import { ManualClock, type StoredEvent } from '../../infra/src';
import { AutoTopUpService } from '../../services/src/billing/services/auto-top-up.service';
import { SagaRunner } from '../../services/src/sagas/saga-runner';
import type { Saga } from '../../services/src/sagas/saga';
import { StuckOrderChats } from '../../services/src/support/sagas/stuck-order-chats';
import { systemChatId } from '../../services/src/support/sagas/system-chat-id';
import { SystemChatsSaga } from '../../services/src/support/sagas/system-chats.saga';
import { newSeller, type Account } from '../support/accounts';
import { as, blockUser, fundWallet, linkCard, runScheduler, signInAgain, staffSpendAs, staffTopUpAs } from '../support/billing';
import { catalogSku, connectSandbox, importNow, ordersFrom, simulatorOf } from '../support/channel-import';
import { call, sellerProducts, sentShipment } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { api, startTestApp, type TestApp } from '../support/test-app';

const HOUR_MS = 3_600_000;
/** Starts at the real now: the marketplace simulators date their orders by the real clock. */
const clock = new ManualClock(new Date());
let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ clock });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const stream = (id: string) => app.running.persistence.store.readStream(id) as Promise<StoredEvent[]>;

/** The chat's stream: opened once, with one first message. */
async function chat(chatId: string) {
  const events = (await stream(`chat-${chatId}`)) as unknown as SupportEvent[];
  const opened = events.filter((e) => e.type === 'SupportChatOpened').map((e) => e.data);
  const messages = events.filter((e) => e.type === 'SupportMessagePosted').map((e) => e.data);
  return { events, opened, messages };
}

async function expectOneChat(chatId: string, expected: { opened: Record<string, unknown>; message: Record<string, unknown> }) {
  const { opened, messages } = await chat(chatId);
  expect(opened).toEqual([expect.objectContaining({ chatId, ...expected.opened })]);
  expect(messages).toEqual([expect.objectContaining({ text: null, files: [], ...expected.message })]);
}

/** The seller's chats in a staff tab, as staff read them. */
async function staffTab(kind: 'user-initiated' | 'system-initiated', sellerId: string) {
  const res = await api(app, 'GET', `/api/admin/support/chats?kind=${kind}&sellerId=${sellerId}`, as(await signInAgain(app, staff)));
  expect(res.status).toBe(200);
  return res.body.items as { id: string; category: string; initiator: string; trigger: unknown }[];
}

/** Delivers every event again, from the first, to the system-chats saga (a second runner of its own), and waits for it. */
async function redelivered(): Promise<void> {
  const saga = app.running.app.get(SystemChatsSaga);
  const replay: Saga = {
    name: `support-system-chats-replay-${randomUUID()}`,
    handles: saga.handles,
    react: (event) => saga.react(event),
    record: (trx, event, reacted) => saga.record(trx, event, reacted),
  };
  const { store, db } = app.running.persistence;
  const runner = new SagaRunner(store, db as never, [replay]);
  await runner.start();
  try {
    const head = await store.headPosition();
    if (head) expect(await runner.waitFor(head, 30_000)).toBe(true);
  } finally {
    await runner.stop();
  }
  await sagasSettled(app);
}

/** A shipment sent by the seller, delivered, found empty and marked LOST by the warehouse; its id and number. */
async function lostShipment(seller: Account, beforeLoss: () => Promise<void> = async () => undefined) {
  const [product] = await sellerProducts(app, seller, 1);
  const barcode = `${product!.sku}-BC`;
  const shipmentId = await sentShipment(app, seller, [{ productId: product!.id, quantity: 2, barcode }]);
  const id = { params: { shipmentId } };
  expect((await call(app, manager, inboundRoutes.deliver, id)).status).toBe(200);
  expect((await call(app, staff, inboundRoutes.startCheck, id)).status).toBe(200);
  await call(app, staff, inboundRoutes.scan, { ...id, body: { scanId: randomUUID(), barcode, damaged: true } } as never);
  expect((await call(app, staff, inboundRoutes.startSearch, id)).status).toBe(200);
  await beforeLoss();
  expect((await call(app, manager, inboundRoutes.markLost, { ...id, body: { note: 'Never found' } } as never)).status).toBe(200);
  await sagasSettled(app);
  const created = (await stream(`inbound-${shipmentId}`)).find((e) => e.type === 'InboundDraftCreated')!;
  return { shipmentId, number: (created.data as { number: string }).number };
}

describe('system-initiated support chats', () => {
  it('opens an INBOUND_SHIPMENT chat from the system when the warehouse marks a shipment LOST, once after redelivery', async () => {
    const seller = await newSeller(app);
    const { shipmentId, number } = await lostShipment(seller);
    const chatId = systemChatId('INBOUND_LOST', shipmentId);
    const expected = {
      opened: {
        sellerId: seller.id,
        category: 'INBOUND_SHIPMENT',
        subjectNumber: 1,
        subject: null,
        initiator: 'SYSTEM',
        trigger: { kind: 'INBOUND_LOST', ref: shipmentId },
      },
      message: { from: 'SYSTEM', authorId: null, template: { key: 'INBOUND_LOST', params: { shipmentNumber: number, shipmentId } } },
    };
    await expectOneChat(chatId, expected);
    await redelivered();
    await expectOneChat(chatId, expected);
    expect(await staffTab('system-initiated', seller.id)).toEqual([
      expect.objectContaining({ id: chatId, category: 'INBOUND_SHIPMENT', initiator: 'SYSTEM', trigger: expected.opened.trigger }),
    ]);
    expect(await staffTab('user-initiated', seller.id)).toEqual([]);
  });

  it('still opens a system chat for a blocked seller: support stays open to them', async () => {
    const seller = await newSeller(app);
    const { shipmentId } = await lostShipment(seller, () => blockUser(app, staff, seller.id));
    const { opened } = await chat(systemChatId('INBOUND_LOST', shipmentId));
    expect(opened).toEqual([expect.objectContaining({ sellerId: seller.id, initiator: 'SYSTEM' })]);
  });

  it('opens a FUND_WALLET chat when a card top-up is declined, by hand or automatically', async () => {
    const seller = await newSeller(app);
    const declined = await linkCard(app, seller, SANDBOX_CARDS.decline);
    const manual = await api(app, 'POST', '/api/wallet/top-ups', { ...as(seller), body: { amountCents: 2_500, cardId: declined } });
    expect(manual.status).toBeGreaterThanOrEqual(400);

    const auto = await newSeller(app);
    await linkCard(app, auto, SANDBOX_CARDS.insufficientFunds);
    await staffTopUpAs(app, staff, auto.id, 5_000);
    await api(app, 'PUT', '/api/wallet/auto-top-up', {
      ...as(auto),
      body: { enabled: true, minimumAmountCents: 10_000, triggerLevelCents: 3_000 },
    });
    await staffSpendAs(app, staff, auto.id, 3_000);
    await app.running.app.get(AutoTopUpService).settled();
    await sagasSettled(app);

    const failedTopUp = async (userId: string) => {
      const failed = (await stream(`wallet-${userId}`)).filter((e) => e.type === 'TopUpFailed');
      expect(failed).toHaveLength(1);
      return failed[0]!.data as { entryId: string };
    };
    const manualEntry = (await failedTopUp(seller.id)).entryId;
    const autoEntry = (await failedTopUp(auto.id)).entryId;
    const expectations = () => [
      expectOneChat(systemChatId('PAYMENT_FAILED', manualEntry), {
        opened: {
          sellerId: seller.id,
          category: 'FUND_WALLET',
          initiator: 'SYSTEM',
          trigger: { kind: 'PAYMENT_FAILED', ref: manualEntry },
        },
        message: { from: 'SYSTEM', template: { key: 'TOP_UP_FAILED', params: { amountCents: 2_500, failure: 'CARD_DECLINED' } } },
      }),
      expectOneChat(systemChatId('PAYMENT_FAILED', autoEntry), {
        opened: { sellerId: auto.id, category: 'FUND_WALLET', initiator: 'SYSTEM', trigger: { kind: 'PAYMENT_FAILED', ref: autoEntry } },
        message: {
          from: 'SYSTEM',
          template: { key: 'AUTO_TOP_UP_FAILED', params: { amountCents: 10_000, failure: 'CARD_INSUFFICIENT_FUNDS' } },
        },
      }),
    ];
    await Promise.all(expectations());
    await redelivered();
    await Promise.all(expectations());
  });

  it('opens a TECHNICAL_ISSUES chat naming the channel when the marketplace no longer takes its token', async () => {
    const seller = await newSeller(app);
    const channelId = await connectSandbox(app, seller, 'SHOPIFY');
    simulatorOf(app, 'SHOPIFY').revokeAccess();
    expect((await importNow(app, seller, channelId)).body.code).toBe('CHANNEL_TOKEN_INVALID');
    await sagasSettled(app);

    const events = await stream(`channel-${channelId}`);
    const name = (events[0]!.data as { name: string }).name;
    const invalidated = events.find((e) => e.type === 'SalesChannelTokenInvalidated')!;
    const chatId = systemChatId('CHANNEL_TOKEN_INVALID', `channel-${channelId}@${invalidated.version}`);
    const expected = {
      opened: {
        sellerId: seller.id,
        category: 'TECHNICAL_ISSUES',
        initiator: 'SYSTEM',
        trigger: { kind: 'CHANNEL_TOKEN_INVALID', ref: channelId },
      },
      message: { from: 'SYSTEM', template: { key: 'CHANNEL_TOKEN_INVALID', params: { channelName: name, marketplace: 'SHOPIFY' } } },
    };
    await expectOneChat(chatId, expected);
    await redelivered();
    await expectOneChat(chatId, expected);
  });

  it('opens a seller’s request for a manager’s help with an integration as their own chat, for the user-initiated tab', async () => {
    const seller = await newSeller(app);
    const body = { marketplace: 'Wildberries', contactEmail: 'Owner@Shop.example', comment: 'About 2k orders a month' };
    const requested = await api(app, 'POST', '/api/sales-channels/integration-requests', { ...as(seller), body });
    expect(requested.status).toBe(201);
    await sagasSettled(app);

    const requestId = requested.body.id as string;
    const expected = {
      opened: {
        sellerId: seller.id,
        category: 'TECHNICAL_ISSUES',
        subjectNumber: 6,
        initiator: 'USER',
        trigger: { kind: 'INTEGRATION_REQUEST', ref: requestId },
      },
      message: {
        from: 'USER',
        authorId: seller.id,
        template: {
          key: 'INTEGRATION_REQUEST',
          params: { marketplace: 'Wildberries', contactEmail: 'owner@shop.example', comment: 'About 2k orders a month' },
        },
      },
    };
    await expectOneChat(systemChatId('INTEGRATION_REQUEST', requestId), expected);
    await redelivered();
    await expectOneChat(systemChatId('INTEGRATION_REQUEST', requestId), expected);
    expect(await staffTab('user-initiated', seller.id)).toEqual([
      expect.objectContaining({ id: systemChatId('INTEGRATION_REQUEST', requestId), initiator: 'USER' }),
    ]);
    expect(await staffTab('system-initiated', seller.id)).toEqual([]);
  });

  it('opens a FULFILLMENT chat once an order has waited a day in INSUFFICIENT_GOODS, and none for an order that got its goods first', async () => {
    const seller = await newSeller(app);
    // Marketplace orders are taken whatever the stock: two imported from the seller's Walmart store, for products with none.
    const walmart = simulatorOf(app, 'WALMART');
    const channelId = await connectSandbox(app, seller, 'WALMART');
    const [missing, late] = [await catalogSku(app, seller), await catalogSku(app, seller)];
    const line = (sku: string, quantity: number) => ({ lines: [{ sku, quantity, priceCents: 1500 }], buyerName: 'Ada Lovelace' });
    const added = await walmart.addOrders([line(missing, 2), line(late, 1)]);
    clock.set(new Date());
    expect((await importNow(app, seller, channelId)).status).toBe(200);
    const imported = await ordersFrom(app, seller, 'WALMART');
    const orderOf = (i: number) => imported.find((o: { channelOrderId: string | null }) => o.channelOrderId === added[i]!.channelOrderId)!;
    const [stuck, supplied] = [orderOf(0).id as string, orderOf(1).id as string];
    expect((await stream(`order-${stuck}`)).map((e) => e.type)).toContain('OrderReservationShort');
    const lateProductId = ((await stream(`order-${supplied}`))[0]!.data as { lines: { productId: string }[] }).lines[0]!.productId;
    const stuckChat = systemChatId('ORDER_INSUFFICIENT_GOODS', stuck);
    const suppliedChat = systemChatId('ORDER_INSUFFICIENT_GOODS', supplied);
    const opens = async () => {
      await app.running.app.get(StuckOrderChats).openDue();
      await sagasSettled(app);
    };

    clock.advance(23 * HOUR_MS);
    await opens();
    expect((await chat(stuckChat)).events).toEqual([]);

    // The late product arrives before the day is over: its order is reserved and leaves the waiting list.
    const counted = await api(app, 'POST', `/api/admin/products/${lateProductId}/stock-taking`, {
      ...as(await signInAgain(app, manager)),
      body: { counted: 1, comment: 'Count' },
    });
    expect(counted.status).toBe(200);
    await sagasSettled(app);
    expect((await stream(`order-${supplied}`)).map((e) => e.type)).toContain('OrderReserved');

    clock.advance(2 * HOUR_MS);
    await opens();
    const expected = {
      opened: {
        sellerId: seller.id,
        category: 'FULFILLMENT',
        initiator: 'SYSTEM',
        trigger: { kind: 'ORDER_INSUFFICIENT_GOODS', ref: stuck },
      },
      message: {
        from: 'SYSTEM',
        template: { key: 'ORDER_INSUFFICIENT_GOODS', params: { orderNumber: orderOf(0).number, orderId: stuck, skus: missing } },
      },
    };
    await expectOneChat(stuckChat, expected);
    expect((await chat(suppliedChat)).events).toEqual([]);

    await opens();
    await redelivered();
    await opens();
    await expectOneChat(stuckChat, expected);
    expect((await chat(suppliedChat)).events).toEqual([]);
  });

  it('opens a BILLING chat when the subscription cannot be renewed from the wallet', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, await signInAgain(app, staff), seller.id, 4_900);
    const changed = await api(app, 'POST', '/api/subscription/change', { ...as(seller), body: { plan: 'basic' } });
    expect(changed.status).toBe(200);
    await sagasSettled(app);
    const { plannedEnd } = (await api(app, 'GET', '/api/subscription', as(seller))).body;
    clock.set(new Date(plannedEnd));
    await runScheduler(app);
    await sagasSettled(app);

    const ended = (await stream(`subscription-${seller.id}`)).find((e) => e.type === 'SubscriptionEnded')!;
    expect(ended.data).toMatchObject({ reason: 'RENEWAL_FAILED' });
    const ref = `subscription-${seller.id}@${ended.version}`;
    const expected = {
      opened: { sellerId: seller.id, category: 'BILLING', initiator: 'SYSTEM', trigger: { kind: 'PAYMENT_FAILED', ref } },
      message: { from: 'SYSTEM', template: { key: 'SUBSCRIPTION_RENEWAL_FAILED', params: { plan: 'basic', amountCents: 4_900 } } },
    };
    await expectOneChat(systemChatId('PAYMENT_FAILED', ref), expected);
    await redelivered();
    await expectOneChat(systemChatId('PAYMENT_FAILED', ref), expected);
  });
});
