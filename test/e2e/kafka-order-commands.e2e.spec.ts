// The order-commands topic end to end: messages published to the in-memory broker (Kafka's contract in one process)
// are consumed by the app's `kafka-order-commands` job; the orders they place are read back over HTTP as the seller
// reads them. Repeats, refusals (dead-lettered with their reason headers) and a dead-letter publish that fails once.
import { randomUUID } from 'node:crypto';
import {
  createOrderBody,
  ErrorCode,
  ORDER_COMMANDS_CONSUMER_GROUP,
  ORDER_COMMANDS_DEAD_LETTER_TOPIC,
  ORDER_COMMANDS_TOPIC,
  orderViewRoutes,
} from '@ledgerhouse/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { MemoryBroker, type IncomingMessage, type MessageBroker } from '../../infra/src';
import { ORDER_COMMAND_MAX_ATTEMPTS } from '../../services/src/integration/order-commands/order-command-attempts';
import { orderCommandOrderId } from '../../services/src/integration/order-commands/order-command-order-id';
import { PlaceOrder } from '../../services/src/orders/commands/place-order.command';
import { BackgroundWork } from '../../services/src/roles/background-work';
import { newSeller, type Account } from '../support/accounts';
import { blockUser, caughtUp, eventually } from '../support/billing';
import { call, uniq } from '../support/inbound';
import { orderBody, orderEvents, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

/** Dead-letter publishes still to refuse (the dead-letter topic unavailable for a while). */
let refusedDeadLetters = 0;

/** The in-memory broker, but a dead-letter publish is refused while `refusedDeadLetters` lasts. */
function withFlakyDeadLetters(inner: MemoryBroker): MessageBroker {
  return {
    kind: inner.kind,
    async publish(topic, messages) {
      if (topic === ORDER_COMMANDS_DEAD_LETTER_TOPIC && refusedDeadLetters > 0) {
        refusedDeadLetters--;
        throw new Error('dead-letter topic unavailable');
      }
      await inner.publish(topic, messages);
    },
    consume: (group, topics, handler) => inner.consume(group, topics, handler),
    ensureTopics: (topics, partitions) => inner.ensureTopics(topics, partitions),
    close: () => inner.close(),
  };
}

let broker: MemoryBroker;
let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  broker = new MemoryBroker({ retryBackoffMs: 20 });
  // Every seller may be served through the topic here; the allow-list itself has its own app below.
  app = await startTestApp({ broker: withFlakyDeadLetters(broker), env: { KAFKA_ORDER_COMMAND_SELLERS: '*' } });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
});
afterAll(async () => {
  await app.close();
  await broker.close();
});

/** A seller known to the users read model (the consumer checks it there), with one product of `stock` units. */
async function sellerWithProduct(stock = 10) {
  const seller = await newSeller(app);
  const [product] = await stockedProducts(app, seller, manager, [stock]);
  await caughtUp(app);
  return { seller, sku: product!.sku, productId: product!.id };
}

const placeOrderMessage = (sellerId: string, order: unknown, idempotencyKey?: string) => ({
  type: 'place-order',
  sellerId,
  ...(idempotencyKey ? { idempotencyKey } : {}),
  order,
});

/** Publishes one message (Kafka key: the seller) and waits until the consumer group has committed past it. */
async function sendAndSettle(key: string, value: string | null, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  await broker.publish(ORDER_COMMANDS_TOPIC, [{ key, value, headers }]);
  const sent = broker.messages(ORDER_COMMANDS_TOPIC).at(-1)!;
  await eventually(async () => {
    if (broker.committed(ORDER_COMMANDS_CONSUMER_GROUP, sent.topic, sent.partition) <= Number(sent.offset))
      throw new Error(`${sent.topic}/${sent.partition}@${sent.offset} not handled yet`);
  });
  return sent;
}

const sendCommand = (sellerId: string, command: unknown, headers: Record<string, string> = {}) =>
  sendAndSettle(sellerId, JSON.stringify(command), headers);

/** The dead letter of the message at that partition and offset, if any. */
const deadLetterOf = (sent: IncomingMessage) =>
  broker
    .messages(ORDER_COMMANDS_DEAD_LETTER_TOPIC)
    .filter((m) => m.headers['dlt-original-partition'] === String(sent.partition) && m.headers['dlt-original-offset'] === sent.offset);

const receiptsOf = (sellerId: string) =>
  app.running.persistence.db
    .selectFrom('order_command_receipts' as never)
    .selectAll()
    .where('seller_id' as never, '=', sellerId as never)
    .execute() as Promise<{ seller_id: string; idempotency_key: string; order_id: string; received_at: Date }[]>;

/** The seller's order list over HTTP, once it holds at least `atLeast` orders (read models follow the write). */
async function sellerOrders(seller: Account, atLeast = 0) {
  return eventually(async () => {
    await caughtUp(app);
    const res = await call(app, seller, orderViewRoutes.list, { query: { pageSize: 50 } } as never);
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThanOrEqual(atLeast);
    return res.body.items as { id: string; number: string }[];
  });
}

describe('the order-commands topic', () => {
  it('is consumed by the background job kafka-order-commands with a broker and KAFKA_ORDER_COMMAND_SELLERS, by none without either', async () => {
    await eventually(async () => expect(app.running.app.get(BackgroundWork).held()).toContain('kafka-order-commands'));
    const withoutBroker = await startTestApp({ env: { KAFKA_ORDER_COMMAND_SELLERS: '*' } });
    // The safe default: a broker alone runs the relay, but nobody reads the command topic until sellers are allowed.
    const withoutSellers = await startTestApp({ broker: new MemoryBroker() });
    try {
      // Once it holds every job the app with a broker holds but the broker's own, the consumer would be there too.
      const others = app.running.app
        .get(BackgroundWork)
        .held()
        .filter((name) => !name.startsWith('kafka-'));
      const work = withoutBroker.running.app.get(BackgroundWork);
      await eventually(async () => expect(work.held()).toEqual(expect.arrayContaining(others)));
      expect(work.held()).not.toContain('kafka-order-commands');
      const relayOnly = withoutSellers.running.app.get(BackgroundWork);
      await eventually(async () => expect(relayOnly.held()).toEqual(expect.arrayContaining([...others, 'kafka-relay'])));
      expect(relayOnly.held()).not.toContain('kafka-order-commands');
    } finally {
      await withoutBroker.close();
      await withoutSellers.close();
    }
  });

  it('dead-letters as FORBIDDEN a command for a seller outside KAFKA_ORDER_COMMAND_SELLERS, and serves the listed ones', async () => {
    const listedBroker = new MemoryBroker({ retryBackoffMs: 20 });
    const listedId = randomUUID();
    const listed = await startTestApp({ broker: listedBroker, env: { KAFKA_ORDER_COMMAND_SELLERS: `${listedId}` } });
    try {
      const seller = await newSeller(listed);
      const settled = async (sellerId: string) => {
        await listedBroker.publish(ORDER_COMMANDS_TOPIC, [
          {
            key: sellerId,
            value: JSON.stringify(placeOrderMessage(sellerId, orderBody([{ sku: 'ANY', quantity: 1 }]), uniq('erp'))),
            headers: {},
          },
        ]);
        const sent = listedBroker.messages(ORDER_COMMANDS_TOPIC).at(-1)!;
        await eventually(async () =>
          expect(listedBroker.committed(ORDER_COMMANDS_CONSUMER_GROUP, sent.topic, sent.partition)).toBeGreaterThan(Number(sent.offset)),
        );
        return listedBroker
          .messages(ORDER_COMMANDS_DEAD_LETTER_TOPIC)
          .filter((m) => m.headers['dlt-original-partition'] === String(sent.partition) && m.headers['dlt-original-offset'] === sent.offset)
          .map((m) => [m.headers['dlt-reason'], m.headers['dlt-message']]);
      };

      // A real, active seller, but not on the list: refused before anything else is looked at.
      expect(await settled(seller.id)).toEqual([
        [ErrorCode.FORBIDDEN, 'The seller is not on the allow-list of this topic (KAFKA_ORDER_COMMAND_SELLERS)'],
      ]);
      // The listed id passes the list and meets the usual checks (here: no such seller).
      expect((await settled(listedId)).map(([reason]) => reason)).toEqual([ErrorCode.NOT_FOUND]);
      const orders = await listed.running.persistence.db.selectFrom('orders').select('id').where('seller_id', '=', seller.id).execute();
      expect(orders).toEqual([]);
    } finally {
      await listed.close();
      await listedBroker.close();
    }
  });

  it('places a valid command’s order, which the seller then reads over HTTP (and nobody else)', async () => {
    const { seller, sku, productId } = await sellerWithProduct();
    const other = await newSeller(app);
    const key = uniq('erp-order');
    const body = orderBody([{ sku, quantity: 2, priceCents: 1250 }]);
    const sent = await sendCommand(seller.id, placeOrderMessage(seller.id, body, key));

    expect(deadLetterOf(sent)).toEqual([]);
    const orderId = orderCommandOrderId(seller.id, key);
    const read = await eventually(async () => {
      await caughtUp(app);
      const res = await call(app, seller, orderViewRoutes.get, { params: { orderId } } as never);
      expect(res.status).toBe(200);
      return res;
    });
    expect(read.body).toMatchObject({ id: orderId, number: body.number, lines: [expect.objectContaining({ productId, quantity: 2 })] });
    expect((await call(app, other, orderViewRoutes.get, { params: { orderId } } as never)).status).toBe(404);
    expect(await receiptsOf(seller.id)).toEqual([expect.objectContaining({ idempotency_key: key, order_id: orderId })]);
    // The events say what caused them: the message, not a user.
    const [placed] = await orderEvents(app, orderId);
    expect(placed!.metadata).toMatchObject({ userId: null, causationId: `order-command:${sent.topic}:${sent.partition}:${sent.offset}` });
  });

  it('places one order for one idempotency key, however often and by whichever door (value or header) it comes', async () => {
    const { seller, sku } = await sellerWithProduct();
    const key = uniq('erp-order');
    const body = orderBody([{ sku, quantity: 1 }]);
    const { idempotencyKey: _none, ...withoutKey } = placeOrderMessage(seller.id, body) as { idempotencyKey?: string };
    const sent = [
      await sendCommand(seller.id, placeOrderMessage(seller.id, body, key)),
      await sendCommand(seller.id, withoutKey, { 'idempotency-key': key }),
      // A repeat that changed its mind is still a repeat: the first order stands.
      await sendCommand(seller.id, placeOrderMessage(seller.id, { ...body, number: uniq('SO') }, key)),
    ];

    for (const message of sent) expect(deadLetterOf(message)).toEqual([]);
    const orders = await sellerOrders(seller, 1);
    expect(orders.map((o) => o.number)).toEqual([body.number]);
    expect(await receiptsOf(seller.id)).toHaveLength(1);
    expect((await orderEvents(app, orderCommandOrderId(seller.id, key))).filter((e) => e.type === 'OrderPlaced')).toHaveLength(1);
  });

  it('places nothing twice when a crash fell between placing the order and recording the receipt', async () => {
    // The whole stock goes into the order, so checking its lines again would refuse it: the repeat must not check.
    const { seller, sku, productId } = await sellerWithProduct(2);
    const key = uniq('erp-order');
    const body = orderBody([{ sku, quantity: 2 }]);
    const orderId = orderCommandOrderId(seller.id, key);
    await app.running.app.get(CommandBus).execute(new PlaceOrder(seller.id, createOrderBody.parse(body), orderId));
    await eventually(async () => {
      await caughtUp(app);
      const row = await app.running.persistence.db
        .selectFrom('products')
        .select('available')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      expect(row.available).toBe(0);
    });

    const sent = await sendCommand(seller.id, placeOrderMessage(seller.id, body, key));

    expect(deadLetterOf(sent)).toEqual([]);
    expect((await sellerOrders(seller, 1)).map((o) => o.id)).toEqual([orderId]);
    expect(await receiptsOf(seller.id)).toEqual([expect.objectContaining({ idempotency_key: key, order_id: orderId })]);
  });

  it('dead-letters a message that is not JSON with its original key, value and headers and the reason headers, then takes the next', async () => {
    const { seller, sku } = await sellerWithProduct();
    const broken = await sendAndSettle(seller.id, '{"type":"place-order",', { 'idempotency-key': 'erp-broken-1', 'x-trace': 'abc' });
    const key = uniq('erp-order');
    const next = await sendCommand(seller.id, placeOrderMessage(seller.id, orderBody([{ sku, quantity: 1 }]), key));

    const [letter, ...more] = deadLetterOf(broken);
    expect(more).toEqual([]);
    expect(letter).toMatchObject({
      key: seller.id,
      value: '{"type":"place-order",',
      headers: {
        'idempotency-key': 'erp-broken-1',
        'x-trace': 'abc',
        'dlt-reason': ErrorCode.MALFORMED_JSON,
        'dlt-message': 'The message value is not JSON',
        'dlt-original-topic': ORDER_COMMANDS_TOPIC,
        'dlt-original-partition': String(broken.partition),
        'dlt-original-offset': broken.offset,
        'dlt-failed-at': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
    });
    expect(deadLetterOf(next)).toEqual([]);
    expect(await sellerOrders(seller, 1)).toEqual([expect.objectContaining({ id: orderCommandOrderId(seller.id, key) })]);
  });

  it('dead-letters a schema violation as VALIDATION_FAILED naming the fields, and places nothing', async () => {
    const { seller, sku } = await sellerWithProduct();
    const body = { ...orderBody([{ sku, quantity: 0 }]), buyer: { fullName: 'Ada Lovelace' } };
    const sent = await sendCommand(seller.id, placeOrderMessage(seller.id, body, uniq('erp-order')));

    const [letter] = deadLetterOf(sent);
    expect(letter?.headers['dlt-reason']).toBe(ErrorCode.VALIDATION_FAILED);
    expect(letter?.headers['dlt-message']).toContain('order.buyer.phone: Required field');
    expect(letter?.headers['dlt-message']).toContain('order.lines.0.quantity');
    expect(letter?.headers['dlt-message']).not.toContain('Ada Lovelace');
    expect(await sellerOrders(seller)).toEqual([]);
  });

  it('dead-letters an unknown SKU as ORDER_SKU_NOT_FOUND naming the line, and places nothing', async () => {
    const { seller, sku } = await sellerWithProduct();
    const body = orderBody([
      { sku, quantity: 1 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
    ]);
    const key = uniq('erp-order');
    const sent = await sendCommand(seller.id, placeOrderMessage(seller.id, body, key));

    const [letter] = deadLetterOf(sent);
    expect(letter?.headers['dlt-reason']).toBe(ErrorCode.ORDER_SKU_NOT_FOUND);
    expect(letter?.headers['dlt-message']).toContain('lines.1.sku: Product with this SKU not found');
    expect(await sellerOrders(seller)).toEqual([]);
    expect(await receiptsOf(seller.id)).toEqual([]);
  });

  it('dead-letters a command for a seller that does not exist, is staff, or is blocked; the blocked seller gets no order', async () => {
    const { seller: blocked, sku } = await sellerWithProduct();
    await blockUser(app, staff, blocked.id);
    const body = () => orderBody([{ sku, quantity: 1 }]);
    const nobody = randomUUID();

    const unknown = await sendCommand(nobody, placeOrderMessage(nobody, body(), uniq('erp-order')));
    const staffer = await sendCommand(staff.id, placeOrderMessage(staff.id, body(), uniq('erp-order')));
    const refused = await sendCommand(blocked.id, placeOrderMessage(blocked.id, body(), uniq('erp-order')));

    expect(deadLetterOf(unknown).map((m) => m.headers['dlt-reason'])).toEqual([ErrorCode.NOT_FOUND]);
    expect(deadLetterOf(staffer).map((m) => m.headers['dlt-reason'])).toEqual([ErrorCode.NOT_FOUND]);
    expect(deadLetterOf(refused).map((m) => m.headers['dlt-reason'])).toEqual([ErrorCode.ACCOUNT_BLOCKED]);
    const ordersOfBlocked = await app.running.persistence.db
      .selectFrom('orders')
      .select('id')
      .where('seller_id', '=', blocked.id)
      .execute();
    expect(ordersOfBlocked).toEqual([]);
  });

  it('places the order under the seller named in the value, whatever the Kafka key says', async () => {
    const { seller, sku } = await sellerWithProduct();
    const other = await newSeller(app);
    const key = uniq('erp-order');
    await sendAndSettle(other.id, JSON.stringify(placeOrderMessage(seller.id, orderBody([{ sku, quantity: 1 }]), key)));

    expect((await sellerOrders(seller, 1)).map((o) => o.id)).toEqual([orderCommandOrderId(seller.id, key)]);
    expect(await sellerOrders(other)).toEqual([]);
  });

  it('hands a refused message over again when its dead letter could not be published, and dead-letters it once', async () => {
    const { seller } = await sellerWithProduct();
    refusedDeadLetters = 2;
    const sent = await sendAndSettle(seller.id, 'not json at all');

    expect(refusedDeadLetters).toBe(0);
    expect(deadLetterOf(sent).map((m) => m.headers['dlt-reason'])).toEqual([ErrorCode.MALFORMED_JSON]);
  });
  it('dead-letters as SERVER_ERROR a message whose handling keeps failing (not transiently), then takes the next', async () => {
    const { seller, sku } = await sellerWithProduct();
    const poisonKey = uniq('erp-poison');
    const poisonOrderId = orderCommandOrderId(seller.id, poisonKey);
    // A bug in the database's hands: appending the poisoned order's events fails every time (a plain exception, no
    // connection or concurrency trouble); each failed attempt is counted in a sequence the rollback does not undo.
    const db = app.running.persistence.db;
    const name = `poison_${poisonOrderId.replace(/-/g, '_')}`;
    await sql.raw(`create sequence ${name}_attempts`).execute(db);
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$ begin
           if position('${poisonOrderId}' in new.stream_id) > 0 then
             perform nextval('${name}_attempts');
             raise exception 'poisoned stream';
           end if;
           return new;
         end $$`,
      )
      .execute(db);
    await sql.raw(`create trigger ${name} before insert on events for each row execute function ${name}()`).execute(db);
    try {
      const poison = await sendCommand(seller.id, placeOrderMessage(seller.id, orderBody([{ sku, quantity: 1 }]), poisonKey));
      const nextKey = uniq('erp-order');
      const next = await sendCommand(seller.id, placeOrderMessage(seller.id, orderBody([{ sku, quantity: 1 }]), nextKey));

      const [letter, ...more] = deadLetterOf(poison);
      expect(more).toEqual([]);
      expect(letter?.headers).toMatchObject({
        'dlt-reason': ErrorCode.SERVER_ERROR,
        'dlt-message': 'Server error: handling failed 5 times',
      });
      expect(letter?.headers['dlt-message']).not.toContain('poisoned');
      const { rows } = await sql.raw<{ attempts: string }>(`select last_value as attempts from ${name}_attempts`).execute(db);
      expect(Number(rows[0]!.attempts)).toBe(ORDER_COMMAND_MAX_ATTEMPTS);
      expect(deadLetterOf(next)).toEqual([]);
      expect((await sellerOrders(seller, 1)).map((o) => o.id)).toEqual([orderCommandOrderId(seller.id, nextKey)]);
    } finally {
      // One statement at a time: PGlite's extended protocol takes no more.
      for (const drop of [`drop trigger ${name} on events`, `drop function ${name}()`, `drop sequence ${name}_attempts`])
        await sql.raw(drop).execute(db);
    }
  });
});
