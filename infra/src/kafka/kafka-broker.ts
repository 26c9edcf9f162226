// The MessageBroker on Kafka (kafkajs). The producer is idempotent with acks from all in-sync replicas, so a retried
// send never writes a message twice within a producer session and publish resolves only once the cluster has it.
// Consumers commit by hand: a message's offset is committed only after its handler resolved; a handler that throws is
// called again with the same message after a back-off (inside eachMessage, so nothing later on its partition runs
// first); the back-off stays under the session timeout and is cut by heartbeats (kafka-retry-schedule.ts), so the
// group's session stays alive however long the handler keeps failing.
import { Kafka, type Consumer, type Producer } from 'kafkajs';
import type { BrokerConsumer, IncomingMessage, MessageBroker, MessageHandler, OutgoingMessage } from './broker-port';
import { kafkaClientOptions, type KafkaConnectionOptions } from './kafka-client-options';
import {
  heartbeatSlices,
  KAFKA_HEARTBEAT_INTERVAL_MS,
  KAFKA_SESSION_TIMEOUT_MS,
  retryBackoffMs,
  type RetrySchedule,
} from './kafka-retry-schedule';

export interface KafkaBrokerOptions extends KafkaConnectionOptions {
  /** The first pause before a failed handler runs again; it doubles up to maxRetryBackoffMs (at most a third of the session timeout). */
  retryBackoffMs?: number;
  maxRetryBackoffMs?: number;
  /** Where the handler's failures go (they are retried, never skipped). */
  onHandlerError?: (err: unknown, message: IncomingMessage) => void;
}

/** `host:9092, host2:9092` → the broker list (KAFKA_BROKERS). */
export function parseKafkaBrokers(value: string): string[] {
  return value
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker !== '');
}

class ConsumerStopping extends Error {
  constructor() {
    super('consumer stopping: the message stays uncommitted');
  }
}

export class KafkaBroker implements MessageBroker {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer: Promise<Producer> | null = null;
  private readonly consumers = new Set<KafkaConsumer>();
  /** After close(): a publish still retrying (the relay's batch) must not connect a new producer. */
  private closed = false;

  constructor(private readonly options: KafkaBrokerOptions) {
    this.kafka = new Kafka(kafkaClientOptions(options));
  }

  get brokers(): readonly string[] {
    return this.options.brokers;
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    this.assertOpen();
    if (messages.length === 0) return;
    const producer = await this.connectedProducer();
    await producer.send({
      topic,
      acks: -1,
      messages: messages.map((m) => ({ key: m.key, value: m.value, headers: { ...m.headers } })),
    });
  }

  async consume(group: string, topics: readonly string[], handler: MessageHandler): Promise<BrokerConsumer> {
    this.assertOpen();
    const kafkaConsumer = this.kafka.consumer({
      groupId: group,
      sessionTimeout: KAFKA_SESSION_TIMEOUT_MS,
      heartbeatInterval: KAFKA_HEARTBEAT_INTERVAL_MS,
    });
    const consumer = new KafkaConsumer(kafkaConsumer, handler, this.options, () => this.consumers.delete(consumer));
    this.consumers.add(consumer);
    await consumer.start(topics);
    return consumer;
  }

  /** Creates the topics that do not exist yet (the app's jobs on start, KAFKA_CREATE_TOPICS; the contract's tests). */
  async ensureTopics(topics: readonly string[], partitions: number): Promise<void> {
    this.assertOpen();
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((topic) => !existing.has(topic));
      if (missing.length > 0)
        await admin.createTopics({ waitForLeaders: true, topics: missing.map((topic) => ({ topic, numPartitions: partitions })) });
    } finally {
      await admin.disconnect();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
    const producer = this.producer;
    this.producer = null;
    if (producer) await (await producer.catch(() => null))?.disconnect();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('KafkaBroker is closed');
  }

  private connectedProducer(): Promise<Producer> {
    this.assertOpen();
    if (!this.producer) {
      const producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
      this.producer = producer.connect().then(() => producer);
      // A failed connect is tried again on the next publish.
      this.producer.catch(() => (this.producer = null));
    }
    return this.producer;
  }
}

class KafkaConsumer implements BrokerConsumer {
  private stopping: Promise<void> | null = null;
  private wakeStop: () => void = () => undefined;
  private readonly stopSignal = new Promise<void>((resolve) => (this.wakeStop = resolve));

  constructor(
    private readonly consumer: Consumer,
    private readonly handler: MessageHandler,
    private readonly options: KafkaBrokerOptions,
    private readonly onStopped: () => void,
  ) {}

  async start(topics: readonly string[]): Promise<void> {
    await this.consumer.connect();
    // A new group reads each topic from its beginning: nothing published before the first consumer is lost.
    await this.consumer.subscribe({ topics: [...topics], fromBeginning: true });
    await this.consumer.run({
      autoCommit: false,
      eachMessage: async ({ topic, partition, message, heartbeat }) => {
        const incoming: IncomingMessage = {
          topic,
          partition,
          offset: message.offset,
          key: message.key?.toString('utf8') ?? '',
          value: message.value?.toString('utf8') ?? null,
          headers: headersOf(message.headers),
        };
        await this.handleUntilDone(incoming, heartbeat);
        await this.consumer.commitOffsets([{ topic, partition, offset: String(BigInt(message.offset) + 1n) }]);
      },
    });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.wakeStop();
      // kafkajs' stop waits for the eachMessage under way (and its commit) before leaving the group.
      await this.consumer.disconnect();
      this.onStopped();
    })();
    return this.stopping;
  }

  private async handleUntilDone(message: IncomingMessage, heartbeat: () => Promise<void>): Promise<void> {
    const schedule: RetrySchedule = {
      firstBackoffMs: this.options.retryBackoffMs ?? 200,
      maxBackoffMs: this.options.maxRetryBackoffMs ?? 10_000,
      sessionTimeoutMs: KAFKA_SESSION_TIMEOUT_MS,
      heartbeatIntervalMs: KAFKA_HEARTBEAT_INTERVAL_MS,
    };
    for (let failures = 1; ; failures++) {
      try {
        await this.handler(message);
        return;
      } catch (err) {
        this.options.onHandlerError?.(err, message);
      }
      for (const slice of heartbeatSlices(retryBackoffMs(failures, schedule), schedule.heartbeatIntervalMs)) {
        if (this.stopping) throw new ConsumerStopping();
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, slice))), this.stopSignal]);
        clearTimeout(timer);
        if (this.stopping) throw new ConsumerStopping();
        await heartbeat();
      }
    }
  }
}

function headersOf(headers: Record<string, Buffer | string | (Buffer | string)[] | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (last !== undefined) out[name] = last.toString();
  }
  return out;
}
