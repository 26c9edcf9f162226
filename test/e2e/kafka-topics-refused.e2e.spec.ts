// A broker that refuses to create topics (the cluster's ACLs forbid it) costs a warning naming the topics, never the
// job: the relay still publishes to topics that exist. In a file of its own because the app's log lines outside a
// request reach the logDestination of the first app a test file starts (nestjs-pino keeps that logger per module).
import { INTEGRATION_TOPICS, ORDER_COMMANDS_DEAD_LETTER_TOPIC, ORDER_COMMANDS_TOPIC } from '@ledgerhouse/contracts';
import { MemoryBroker } from '../../infra/src';
import { newSeller } from '../support/accounts';
import { eventually } from '../support/billing';
import { kafkaJobsStarted } from '../support/kafka-jobs';
import { orderBody, placeOrder, stockedProducts } from '../support/orders';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

/** The in-memory broker, whose topics appear on first use, but topic creation is refused as under Kafka ACLs. */
class RefusingBroker extends MemoryBroker {
  readonly refused: string[][] = [];

  override async ensureTopics(topics: readonly string[]): Promise<void> {
    this.refused.push([...topics]);
    throw Object.assign(new Error('Not authorized to access topics: [Topic authorization failed]'), {
      name: 'KafkaJSProtocolError',
      type: 'TOPIC_AUTHORIZATION_FAILED',
    });
  }
}

const broker = new RefusingBroker({ retryBackoffMs: 10 });
const logLines: string[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    broker,
    env: { LOG_LEVEL: 'warn', KAFKA_ORDER_COMMAND_SELLERS: '*' },
    logDestination: { write: (line: string) => logLines.push(line) },
  });
  await kafkaJobsStarted(app, broker);
});
afterAll(async () => {
  await app.close();
  await broker.close();
});

const refusalWarnings = () =>
  logLines
    .map((line) => JSON.parse(line) as { level: number; msg?: string })
    .filter((l) => l.msg?.startsWith('could not create the topics'));

describe('Kafka topic creation refused by the broker', () => {
  it('logs one warning per job naming its topics and the Kafka error code, not the error text', () => {
    expect(broker.refused).toEqual(
      expect.arrayContaining([Object.values(INTEGRATION_TOPICS), [ORDER_COMMANDS_TOPIC, ORDER_COMMANDS_DEAD_LETTER_TOPIC]]),
    );
    const warnings = refusalWarnings();
    expect(warnings.map((w) => w.level)).toEqual([40, 40]);
    const relay = warnings.find((w) => w.msg!.includes(INTEGRATION_TOPICS.orders))!.msg!;
    for (const topic of Object.values(INTEGRATION_TOPICS)) expect(relay).toContain(topic);
    expect(relay).toContain('KafkaJSProtocolError TOPIC_AUTHORIZATION_FAILED');
    expect(relay).not.toContain('Not authorized');
    const commands = warnings.find((w) => w.msg!.includes(ORDER_COMMANDS_DEAD_LETTER_TOPIC))!.msg!;
    expect(commands).toContain(`${ORDER_COMMANDS_TOPIC},`);
  });

  it('still runs the relay: a placed order is published to ledgerhouse.orders.v1', async () => {
    const manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
    const seller = await newSeller(app);
    const [product] = await stockedProducts(app, seller, manager, [5]);
    const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }]));
    await eventually(async () => {
      expect(broker.messages(INTEGRATION_TOPICS.orders).map((m) => m.key)).toContain(orderId);
    }, 20_000);
  });
});
