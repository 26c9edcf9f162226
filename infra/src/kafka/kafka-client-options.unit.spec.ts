import { logLevel } from 'kafkajs';
import { kafkaClientOptions } from './kafka-client-options';

describe('the options the kafkajs client is built with', () => {
  it('name the brokers and the client id, with neither TLS nor SASL unless asked for', () => {
    const options = kafkaClientOptions({ brokers: ['kafka:9092'], clientId: 'ledgerhouse' });
    expect(options).toEqual({ clientId: 'ledgerhouse', brokers: ['kafka:9092'], logLevel: logLevel.WARN });
    expect(kafkaClientOptions({ brokers: ['kafka:9092'], clientId: 'ledgerhouse', ssl: false })).not.toHaveProperty('ssl');
  });

  it('turn on TLS and pass the SASL mechanism with its credentials', () => {
    for (const mechanism of ['plain', 'scram-sha-256', 'scram-sha-512'] as const) {
      const options = kafkaClientOptions({
        brokers: ['kafka-1:9093', 'kafka-2:9093'],
        clientId: 'shop',
        ssl: true,
        sasl: { mechanism, username: 'ledgerhouse', password: 'pw' },
      });
      expect(options).toMatchObject({
        brokers: ['kafka-1:9093', 'kafka-2:9093'],
        ssl: true,
        sasl: { mechanism, username: 'ledgerhouse', password: 'pw' },
      });
    }
  });
});
