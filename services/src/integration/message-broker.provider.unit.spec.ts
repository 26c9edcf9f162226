import { Logger } from '@nestjs/common';
import { KafkaBroker, MemoryBroker } from '@ledgerhouse/infra';
import { ConfigError, loadConfig } from '../config/load-config';
import { kafkaConnectionOf, loggableBroker, loggableSecurity, messageBrokerFor } from './message-broker.provider';

const secured = {
  KAFKA_BROKERS: 'kafka-1:9093',
  KAFKA_SSL: 'true',
  KAFKA_SASL_MECHANISM: 'scram-sha-512',
  KAFKA_SASL_USERNAME: 'ledgerhouse',
  KAFKA_SASL_PASSWORD: 'sasl-secret-pw',
};

describe('the message broker of a process', () => {
  it('is the broker handed in, whatever KAFKA_BROKERS says', () => {
    const given = new MemoryBroker();
    expect(messageBrokerFor(given, loadConfig({ KAFKA_BROKERS: 'kafka:9092' }))).toBe(given);
  });

  it('is Kafka on the listed brokers when KAFKA_BROKERS is set', async () => {
    const broker = messageBrokerFor(null, loadConfig({ KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092', KAFKA_CLIENT_ID: 'shop' }));
    expect(broker).toBeInstanceOf(KafkaBroker);
    expect((broker as KafkaBroker).brokers).toEqual(['kafka-1:9092', 'kafka-2:9092']);
    await broker!.close();
  });

  it('is none when KAFKA_BROKERS is unset: the relay and the command topic are off', () => {
    expect(messageBrokerFor(null, loadConfig({}))).toBeNull();
  });

  it('logs a broker address without the credentials in front of its host', () => {
    expect(loggableBroker('user:secret@kafka-1:9092')).toBe('kafka-1:9092');
    expect(loggableBroker('kafka-1:9092')).toBe('kafka-1:9092');
  });
});

describe('the Kafka connection settings', () => {
  it('are plaintext without SASL by default (the compose example’s single broker)', () => {
    const config = loadConfig({ KAFKA_BROKERS: 'kafka:9092' });
    expect(kafkaConnectionOf({ ...config, KAFKA_BROKERS: 'kafka:9092' })).toEqual({
      brokers: ['kafka:9092'],
      clientId: 'ledgerhouse',
      ssl: false,
    });
  });

  it('turn on TLS and SASL with the mechanism, username and password given', () => {
    const config = loadConfig(secured);
    expect(kafkaConnectionOf({ ...config, KAFKA_BROKERS: secured.KAFKA_BROKERS })).toEqual({
      brokers: ['kafka-1:9093'],
      clientId: 'ledgerhouse',
      ssl: true,
      sasl: { mechanism: 'scram-sha-512', username: 'ledgerhouse', password: 'sasl-secret-pw' },
    });
  });

  it('refuse a SASL mechanism without its username or password, and credentials without a mechanism, naming the setting', () => {
    expect(() => loadConfig({ ...secured, KAFKA_SASL_PASSWORD: '' })).toThrow(
      /KAFKA_SASL_PASSWORD: is required with KAFKA_SASL_MECHANISM=scram-sha-512/,
    );
    expect(() => loadConfig({ ...secured, KAFKA_SASL_USERNAME: undefined })).toThrow(/KAFKA_SASL_USERNAME: is required/);
    expect(() => loadConfig({ ...secured, KAFKA_SASL_MECHANISM: '' })).toThrow(
      /KAFKA_SASL_MECHANISM: is required with KAFKA_SASL_USERNAME/,
    );
    expect(() => loadConfig({ ...secured, KAFKA_SASL_MECHANISM: 'gssapi' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secured, KAFKA_SSL: 'yes' })).toThrow(/KAFKA_SSL/);
  });

  it('never print the password: not in a config error, not in the broker’s log line', async () => {
    let refused: unknown;
    try {
      loadConfig({ ...secured, KAFKA_SASL_MECHANISM: '' });
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    expect(String(refused)).not.toContain('sasl-secret-pw');

    const lines: string[] = [];
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void lines.push(String(message)));
    try {
      const broker = messageBrokerFor(null, loadConfig({ ...secured, KAFKA_BROKERS: 'user:pw@kafka-1:9093' }));
      await broker!.close();
    } finally {
      log.mockRestore();
    }
    expect(lines).toEqual([
      expect.stringContaining('Kafka brokers kafka-1:9093 as client ledgerhouse (TLS, SASL scram-sha-512 as ledgerhouse)'),
    ]);
    expect(lines.join('\n')).not.toMatch(/sasl-secret-pw|pw@/);
    expect(loggableSecurity({ brokers: [], clientId: 'c', ssl: false })).toBe('plaintext, no SASL');
  });
});
