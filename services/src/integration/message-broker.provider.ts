// The process's message broker: the one handed in (tests: a MemoryBroker), else Kafka when KAFKA_BROKERS names
// brokers, else none (no relay, no command topic). A broker this provider made is closed with the app; a handed-in one
// belongs to its caller.
import { Inject, Injectable, Logger, type OnApplicationShutdown, type Provider } from '@nestjs/common';
import { KafkaBroker, parseKafkaBrokers, type KafkaConnectionOptions, type MessageBroker } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, GIVEN_BROKER } from '../persistence/tokens';

/** MessageBroker | null: null when the integration topics are off. */
export const MESSAGE_BROKER = Symbol('MESSAGE_BROKER');

const logger = new Logger('MessageBroker');

/** A broker address as it may be logged: a `user:password@` in front of the host is left out. */
export function loggableBroker(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

type KafkaSettings = Pick<
  AppConfig,
  'KAFKA_BROKERS' | 'KAFKA_CLIENT_ID' | 'KAFKA_SSL' | 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD'
>;

/** The connection the settings describe (KAFKA_BROKERS set); the config schema has made sure SASL comes whole. */
export function kafkaConnectionOf(config: KafkaSettings & { KAFKA_BROKERS: string }): KafkaConnectionOptions {
  const { KAFKA_SASL_MECHANISM: mechanism, KAFKA_SASL_USERNAME: username, KAFKA_SASL_PASSWORD: password } = config;
  return {
    brokers: parseKafkaBrokers(config.KAFKA_BROKERS),
    clientId: config.KAFKA_CLIENT_ID,
    ssl: config.KAFKA_SSL,
    ...(mechanism && username && password ? { sasl: { mechanism, username, password } } : {}),
  };
}

/** How the connection is secured, as it may be logged: the mechanism and user, never the password. */
export function loggableSecurity(connection: KafkaConnectionOptions): string {
  const tls = connection.ssl ? 'TLS' : 'plaintext';
  return connection.sasl ? `${tls}, SASL ${connection.sasl.mechanism} as ${connection.sasl.username}` : `${tls}, no SASL`;
}

export function messageBrokerFor(given: MessageBroker | null, config: KafkaSettings): MessageBroker | null {
  if (given) {
    logger.log(`using the ${given.kind} broker handed in`);
    return given;
  }
  if (!config.KAFKA_BROKERS) {
    logger.log('off: KAFKA_BROKERS is not set (no Kafka relay, no command topic)');
    return null;
  }
  const connection = kafkaConnectionOf({ ...config, KAFKA_BROKERS: config.KAFKA_BROKERS });
  logger.log(
    `Kafka brokers ${connection.brokers.map(loggableBroker).join(', ')} as client ${connection.clientId} (${loggableSecurity(connection)})`,
  );
  return new KafkaBroker({
    ...connection,
    onHandlerError: (err, message) =>
      logger.warn(`${message.topic}[${message.partition}]@${message.offset}: ${(err as Error)?.message ?? String(err)}; retrying`),
  });
}

export const messageBrokerProvider: Provider = {
  provide: MESSAGE_BROKER,
  useFactory: messageBrokerFor,
  inject: [GIVEN_BROKER, APP_CONFIG],
};

/** Closes the broker this process made (producer and consumers) when the app stops. */
@Injectable()
export class OwnedBrokerShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(MESSAGE_BROKER) private readonly broker: MessageBroker | null,
    @Inject(GIVEN_BROKER) private readonly given: MessageBroker | null,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    if (this.broker && this.broker !== this.given) await this.broker.close();
  }
}
