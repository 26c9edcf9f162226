// The message broker port: Kafka (kafkajs) in production, an in-memory broker with the same contract in tests and
// on the embedded default. Headers and values are strings: CloudEvents binary mode puts the attributes in headers.

export interface OutgoingMessage {
  /** The partition key: messages with one key keep their order. */
  key: string;
  /** The serialised payload (JSON text); null is a tombstone. */
  value: string | null;
  headers: Record<string, string>;
}

export interface IncomingMessage extends OutgoingMessage {
  topic: string;
  partition: number;
  /** The message's offset in its partition, as Kafka gives it (a decimal string). */
  offset: string;
}

export type MessageHandler = (message: IncomingMessage) => Promise<void>;

export interface BrokerConsumer {
  /** Stops fetching, waits for the message being handled, commits what was handled. */
  stop(): Promise<void>;
}

export interface MessageBroker {
  readonly kind: 'kafka' | 'memory';
  /**
   * Publishes in order and resolves only once the broker has acknowledged every message (acks from all in-sync
   * replicas); rejects when any was not acknowledged, so the caller must not advance past them.
   */
  publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void>;
  /**
   * Consumes the topics as one consumer group, one message at a time per partition, in order. A message's offset is
   * committed only after its handler resolves; a handler that throws gets the same message again (after a back-off).
   */
  consume(group: string, topics: readonly string[], handler: MessageHandler): Promise<BrokerConsumer>;
  /**
   * Creates those of the topics that do not exist yet, each with `partitions` partitions; an existing topic is left as
   * it is (its partition count and messages). Rejects when the broker refuses (e.g. ACLs that forbid creating topics).
   */
  ensureTopics(topics: readonly string[], partitions: number): Promise<void>;
  close(): Promise<void>;
}
