// The Kafka relay over real HTTP on an in-memory broker: orders placed and canceled through the API come out on
// ledgerhouse.orders.v1 with the agreed CloudEvents headers, one order's events in store order; a refused publish is
// retried and written once; a lost ack republishes the batch (nothing lost, the copy carries the same ce_id); a replay
// from 0 republishes identical messages.
import { comparePositions, decodeCloudEventMessage, MemoryBroker, type IncomingMessage } from '@ledgerhouse/infra';
import { INTEGRATION_TOPICS, orderRoutes, type IntegrationEvent } from '@ledgerhouse/contracts';
import { saveCheckpoint } from '@ledgerhouse/projections';
import { waitUntil } from '../../infra/src/event-store/event-store.contract';
import { IntegrationEvents } from '../../services/src/integration/integration-events';
import { KafkaRelayService } from '../../services/src/integration/relay/kafka-relay.service';
import { orderStream } from '../../services/src/orders/domain/order';
import { newSeller, type Account } from '../support/accounts';
import { call } from '../support/inbound';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

const broker = new MemoryBroker({ retryBackoffMs: 10 });
let app: TestApp;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp({ broker });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(() => app.close());

const relay = () => app.running.app.get(KafkaRelayService).relay!;
const allMessages = (): IncomingMessage[] => broker.messages();
const ordersOf = (key: string) => broker.messages(INTEGRATION_TOPICS.orders).filter((m) => m.key === key);

/** The public events of the order's stream so far, once the relay has passed its last event. */
async function publicEventsOfOrder(orderId: string): Promise<IntegrationEvent[]> {
  const stored = await app.running.persistence.store.readStream(orderStream(orderId));
  const last = stored[stored.length - 1]!.position;
  await waitUntil(() => comparePositions(relay().checkpoint, last) >= 0, 20_000, 'the relay to pass the order');
  const translate = app.running.app.get(IntegrationEvents);
  return (await Promise.all(stored.map((event) => translate.of(event)))).flat();
}

/** Messages by ce_id, the first copy of each (at-least-once: a copy may follow). */
const firstCopies = (messages: IncomingMessage[]) => {
  const byId = new Map<string, IncomingMessage>();
  for (const m of messages) if (!byId.has(m.headers.ce_id!)) byId.set(m.headers.ce_id!, m);
  return byId;
};

async function sellerOrder() {
  const seller = await newSeller(app);
  const [product] = await stockedProducts(app, seller, manager, [10]);
  const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 2 }]));
  return { seller, orderId };
}

describe('Kafka relay', () => {
  it('publishes a placed order on ledgerhouse.orders.v1, keyed by the order id, with exactly the agreed headers', async () => {
    const { seller, orderId } = await sellerOrder();
    const [placed] = await app.running.persistence.store.readStream(orderStream(orderId));
    await waitUntil(() => ordersOf(orderId).length > 0, 20_000, 'the order on its topic');
    const message = ordersOf(orderId)[0]!;
    expect(message.topic).toBe('ledgerhouse.orders.v1');
    expect(message.headers).toEqual({
      ce_specversion: '1.0',
      ce_id: placed!.position,
      ce_source: '/ledgerhouse',
      ce_type: 'com.ledgerhouse.order.placed.v1',
      ce_time: placed!.recordedAt.toISOString(),
      ce_subject: orderId,
      ce_correlationid: placed!.metadata.correlationId,
      ce_sellerid: seller.id,
      'content-type': 'application/json',
    });
    expect(JSON.parse(message.value!)).toMatchObject({ orderId, sellerId: seller.id });
    expect(decodeCloudEventMessage(message)).toMatchObject({ id: placed!.position, key: orderId, sellerId: seller.id });
  });

  it('keeps one order’s events in store order, all on its partition', async () => {
    const { seller, orderId } = await sellerOrder();
    expect((await call(app, seller, orderRoutes.cancel, { params: { orderId } } as never)).status).toBe(200);
    const expected = await publicEventsOfOrder(orderId);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const messages = ordersOf(orderId);
    expect([...firstCopies(messages).keys()]).toEqual(expected.map((e) => e.id));
    expect(messages.map((m) => m.headers.ce_type)).toEqual(expected.map((e) => `com.ledgerhouse.${e.type}`));
    expect(new Set(messages.map((m) => m.partition))).toEqual(new Set([broker.partitionOf(orderId, INTEGRATION_TOPICS.orders)]));
  });

  it('retries a batch the broker refused until it is acknowledged, skipping nothing and writing each message once', async () => {
    const before = allMessages().length;
    broker.failNextPublish(new Error('broker unavailable'));
    const { orderId } = await sellerOrder();
    const expected = await publicEventsOfOrder(orderId);
    const after = allMessages().slice(before);
    const ids = after.map((m) => m.headers.ce_id);
    for (const event of expected) expect(ids.filter((id) => id === event.id)).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('republishes a batch whose ack was lost: nothing is lost and every copy carries the same ce_id, key and value', async () => {
    const before = allMessages().length;
    broker.loseNextAck();
    const { orderId } = await sellerOrder();
    const expected = await publicEventsOfOrder(orderId);
    const after = allMessages().slice(before);
    const seen = firstCopies(after);
    for (const event of expected) expect(seen.has(event.id)).toBe(true);
    const copies = after.filter((m, i) => after.findIndex((o) => o.headers.ce_id === m.headers.ce_id) !== i);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const first = seen.get(copy.headers.ce_id!)!;
      expect({ topic: copy.topic, key: copy.key, value: copy.value, headers: copy.headers }).toEqual({
        topic: first.topic,
        key: first.key,
        value: first.value,
        headers: first.headers,
      });
    }
  });

  it('republishes identical messages on a replay from 0 (checkpoint reset, relay restarted)', async () => {
    await sellerOrder();
    await relay().stop();
    const published = firstCopies(allMessages());
    const before = allMessages().length;
    await saveCheckpoint(app.running.persistence.db, 'relay', 'kafka-relay', null);
    await relay().start();
    const replayed = () => firstCopies(allMessages().slice(before));
    await waitUntil(() => replayed().size >= published.size, 30_000, 'every message published again');
    const again = replayed();
    for (const [id, first] of published) {
      const copy = again.get(id)!;
      expect({ id, topic: copy.topic, key: copy.key, value: copy.value, headers: copy.headers }).toEqual({
        id,
        topic: first.topic,
        key: first.key,
        value: first.value,
        headers: first.headers,
      });
    }
  });
});
