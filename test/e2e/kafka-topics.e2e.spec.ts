// The app creates the Kafka topics its jobs use (KAFKA_CREATE_TOPICS, KAFKA_TOPIC_PARTITIONS) on an in-memory broker
// whose own default partition count differs, so a topic made by first use is told apart from one the app created: the
// relay and the order-commands consumer create theirs on start, an operator's topic is left alone, `false` creates
// none. A broker that refuses: kafka-topics-refused.e2e.spec.ts.
import { INTEGRATION_TOPICS, ORDER_COMMANDS_DEAD_LETTER_TOPIC, ORDER_COMMANDS_TOPIC } from '@ledgerhouse/contracts';
import { MemoryBroker } from '../../infra/src';
import { kafkaJobsStarted } from '../support/kafka-jobs';
import { startTestApp } from '../support/test-app';

/** What a topic made on first use gets here; KAFKA_TOPIC_PARTITIONS below is another number. */
const BROKER_DEFAULT_PARTITIONS = 2;
const integrationTopics = Object.values(INTEGRATION_TOPICS);
const commandTopics = [ORDER_COMMANDS_TOPIC, ORDER_COMMANDS_DEAD_LETTER_TOPIC];

describe('Kafka topic creation', () => {
  it('creates every integration topic, the command topic and its dead-letter topic with KAFKA_TOPIC_PARTITIONS partitions, leaving an existing topic as it is', async () => {
    const broker = new MemoryBroker({ partitions: BROKER_DEFAULT_PARTITIONS });
    // Provisioned by an operator beforehand with its own count.
    await broker.ensureTopics([INTEGRATION_TOPICS.catalog], 3);
    const app = await startTestApp({ broker, env: { KAFKA_TOPIC_PARTITIONS: '5', KAFKA_ORDER_COMMAND_SELLERS: '*' } });
    try {
      await kafkaJobsStarted(app, broker);
      expect(broker.topicNames()).toEqual([...integrationTopics, ...commandTopics].sort());
      const counts = Object.fromEntries(broker.topicNames().map((topic) => [topic, broker.partitionsOf(topic)]));
      expect(counts).toEqual({
        'ledgerhouse.orders.v1': 5,
        'ledgerhouse.inventory.v1': 5,
        'ledgerhouse.wallet.v1': 5,
        'ledgerhouse.inbound.v1': 5,
        'ledgerhouse.catalog.v1': 3,
        'ledgerhouse.commands.orders.v1': 5,
        'ledgerhouse.commands.orders.v1.dlt': 5,
      });
    } finally {
      await app.close();
      await broker.close();
    }
  });

  it('creates no topic with KAFKA_CREATE_TOPICS=false (the consumer subscribes to a topic the broker makes on first use)', async () => {
    const broker = new MemoryBroker({ partitions: BROKER_DEFAULT_PARTITIONS });
    const app = await startTestApp({
      broker,
      env: { KAFKA_CREATE_TOPICS: 'false', KAFKA_TOPIC_PARTITIONS: '5', KAFKA_ORDER_COMMAND_SELLERS: '*' },
    });
    try {
      await kafkaJobsStarted(app, broker);
      // A fresh database has no events, so the relay has published nothing that would make a topic.
      expect(broker.topicNames()).toEqual([ORDER_COMMANDS_TOPIC]);
      expect(broker.partitionsOf(ORDER_COMMANDS_TOPIC)).toBe(BROKER_DEFAULT_PARTITIONS);
    } finally {
      await app.close();
      await broker.close();
    }
  });
});
