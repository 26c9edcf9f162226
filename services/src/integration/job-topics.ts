// Creates the topics a Kafka job uses before it publishes or consumes (KAFKA_CREATE_TOPICS, KAFKA_TOPIC_PARTITIONS), so
// a cluster with auto-creation off works without an operator. A refusal (ACLs that forbid creating topics, an admin
// call that fails) is logged with the topics' names only and the job starts anyway: it works once the topics exist.
import type { Logger } from '@nestjs/common';
import type { MessageBroker } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';

export type TopicSettings = Pick<AppConfig, 'KAFKA_CREATE_TOPICS' | 'KAFKA_TOPIC_PARTITIONS'>;

export async function ensureJobTopics(
  broker: MessageBroker,
  topics: readonly string[],
  config: TopicSettings,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  if (!config.KAFKA_CREATE_TOPICS) return;
  try {
    await broker.ensureTopics(topics, config.KAFKA_TOPIC_PARTITIONS);
  } catch (err) {
    // The error's own text is not logged: a client library may put the connection (and its credentials) in it.
    logger.warn(
      `could not create the topics ${topics.join(', ')} (${errorName(err)}); carrying on, they must exist (or be auto-created) for this job to work`,
    );
  }
}

/** `KafkaJSProtocolError TOPIC_AUTHORIZATION_FAILED`: the error's class and Kafka's error code, never its message. */
function errorName(err: unknown): string {
  if (!(err instanceof Error)) return typeof err;
  const type = (err as { type?: unknown }).type;
  return typeof type === 'string' ? `${err.name} ${type}` : err.name;
}
