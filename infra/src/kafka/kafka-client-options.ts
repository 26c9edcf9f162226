// What the kafkajs client is built with: the brokers, the client id and, when configured, TLS and SASL. Pure, so the
// security settings can be checked without a broker.
import { logLevel, type KafkaConfig, type SASLOptions } from 'kafkajs';

export type KafkaSaslMechanism = 'plain' | 'scram-sha-256' | 'scram-sha-512';

export interface KafkaConnectionOptions {
  /** Bootstrap brokers, `host:port`. */
  brokers: readonly string[];
  clientId: string;
  /** TLS with the system's trusted CAs. */
  ssl?: boolean;
  /** SASL authentication (over TLS unless `ssl` is off: then the password crosses the network in the clear with `plain`). */
  sasl?: { mechanism: KafkaSaslMechanism; username: string; password: string };
}

export function kafkaClientOptions(options: KafkaConnectionOptions): KafkaConfig {
  return {
    clientId: options.clientId,
    brokers: [...options.brokers],
    logLevel: logLevel.WARN,
    ...(options.ssl ? { ssl: true } : {}),
    ...(options.sasl ? { sasl: saslOptions(options.sasl) } : {}),
  };
}

function saslOptions({ mechanism, username, password }: NonNullable<KafkaConnectionOptions['sasl']>): SASLOptions {
  // kafkajs' SASLOptions is a union keyed by mechanism; each branch spelled out keeps it typed.
  if (mechanism === 'plain') return { mechanism, username, password };
  if (mechanism === 'scram-sha-256') return { mechanism, username, password };
  return { mechanism, username, password };
}
