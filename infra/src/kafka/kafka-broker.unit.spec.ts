import { KafkaBroker, parseKafkaBrokers } from './kafka-broker';

describe('parseKafkaBrokers', () => {
  it('splits KAFKA_BROKERS on commas, trimming blanks and dropping empty entries', () => {
    expect(parseKafkaBrokers(' kafka-1:9092, kafka-2:9092 ,,')).toEqual(['kafka-1:9092', 'kafka-2:9092']);
  });
});

describe('KafkaBroker after close', () => {
  // Nothing listens on port 1: a publish or consume that tried to connect would fail only after kafkajs' retries, with
  // a connection error, not this one.
  const closedBroker = async () => {
    const broker = new KafkaBroker({ brokers: ['127.0.0.1:1'], clientId: 'closed-broker-test' });
    await broker.close();
    return broker;
  };

  it('rejects a publish at once, without connecting a new producer', async () => {
    const broker = await closedBroker();
    await expect(broker.publish('orders', [{ key: 'k', value: '{}', headers: {} }])).rejects.toThrow('KafkaBroker is closed');
  });

  it('rejects a consume at once, without joining a group', async () => {
    const broker = await closedBroker();
    await expect(broker.consume('group', ['orders'], async () => undefined)).rejects.toThrow('KafkaBroker is closed');
  });
});
