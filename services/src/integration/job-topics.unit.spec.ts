import { MemoryBroker } from '@ledgerhouse/infra';
import { loadConfig } from '../config/load-config';
import { ensureJobTopics } from './job-topics';

const logger = () => {
  const warnings: string[] = [];
  return { warnings, warn: (message: unknown) => void warnings.push(String(message)) };
};

describe('ensureJobTopics', () => {
  it('creates the missing topics with KAFKA_TOPIC_PARTITIONS partitions, 6 by default', async () => {
    const broker = new MemoryBroker({ partitions: 1 });
    const log = logger();
    await ensureJobTopics(broker, ['a'], loadConfig({}), log);
    await ensureJobTopics(broker, ['b'], loadConfig({ KAFKA_TOPIC_PARTITIONS: '12' }), log);
    expect([broker.partitionsOf('a'), broker.partitionsOf('b')]).toEqual([6, 12]);
    expect(log.warnings).toEqual([]);
  });

  it('creates nothing with KAFKA_CREATE_TOPICS=false', async () => {
    const broker = new MemoryBroker();
    await ensureJobTopics(broker, ['a'], loadConfig({ KAFKA_CREATE_TOPICS: 'false' }), logger());
    expect(broker.topicNames()).toEqual([]);
  });

  it('resolves on a refusal and warns naming the topics and the Kafka code, never the error text', async () => {
    const broker = new MemoryBroker();
    jest.spyOn(broker, 'ensureTopics').mockRejectedValue(
      Object.assign(new Error('SASL user=ledgerhouse password=hunter2 refused'), {
        name: 'KafkaJSProtocolError',
        type: 'TOPIC_AUTHORIZATION_FAILED',
      }),
    );
    const log = logger();
    await expect(ensureJobTopics(broker, ['t1', 't2'], loadConfig({}), log)).resolves.toBeUndefined();
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('t1, t2');
    expect(log.warnings[0]).toContain('KafkaJSProtocolError TOPIC_AUTHORIZATION_FAILED');
    expect(log.warnings[0]).not.toContain('hunter2');
  });
});

describe('KAFKA_CREATE_TOPICS and KAFKA_TOPIC_PARTITIONS', () => {
  it('parse true/false and 1..1000, refusing anything else by name', () => {
    expect(loadConfig({ KAFKA_CREATE_TOPICS: 'true', KAFKA_TOPIC_PARTITIONS: '1000' })).toMatchObject({
      KAFKA_CREATE_TOPICS: true,
      KAFKA_TOPIC_PARTITIONS: 1000,
    });
    expect(() => loadConfig({ KAFKA_CREATE_TOPICS: 'yes' })).toThrow(/KAFKA_CREATE_TOPICS/);
    for (const bad of ['0', '1001', '2.5', 'six'])
      expect(() => loadConfig({ KAFKA_TOPIC_PARTITIONS: bad })).toThrow(/KAFKA_TOPIC_PARTITIONS/);
  });
});
