// The broker contract on a real Kafka cluster when KAFKA_BROKERS names one (none runs on this machine).
import { randomUUID } from 'node:crypto';
import { KafkaBroker, parseKafkaBrokers } from './kafka-broker';
import { runMessageBrokerContract } from './message-broker.contract';

const brokers = process.env.KAFKA_BROKERS;

if (brokers) {
  runMessageBrokerContract('Kafka (kafkajs)', async () => {
    const broker = new KafkaBroker({ brokers: parseKafkaBrokers(brokers), clientId: 'ledgerhouse-contract', retryBackoffMs: 50 });
    return {
      broker,
      topic: async () => {
        const topic = `ledgerhouse-contract-${randomUUID()}`;
        await broker.ensureTopics([topic], 3);
        return topic;
      },
      // Joining a group and its first rebalance take a few seconds on a real cluster.
      timeoutMs: 60_000,
      cleanup: () => broker.close(),
    };
  });
} else {
  describe('MessageBroker contract: Kafka (kafkajs)', () => {
    it('is not run: no KAFKA_BROKERS', () => {
      console.warn('Kafka broker contract skipped: set KAFKA_BROKERS=host:9092 to run it against a cluster.');
      expect(process.env.KAFKA_BROKERS).toBeUndefined();
    });
  });
}
