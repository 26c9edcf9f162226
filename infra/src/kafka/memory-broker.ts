// The in-memory MessageBroker: Kafka's model in one process (topics of N partitions keyed by murmur2, append-only
// logs with offsets, consumer groups with committed offsets) for tests and the embedded default. A topic is created
// on first use with the default count (Kafka's auto-creation) or beforehand by ensureTopics with its own count. Failure injection
// lets tests play the broker that refuses a publish and the one that wrote it but lost the ack.
import type { BrokerConsumer, IncomingMessage, MessageBroker, MessageHandler, OutgoingMessage } from './broker-port';
import { partitionForKey } from './kafka-partition';

export interface MemoryBrokerOptions {
  /** Partitions of a topic created on first use (Kafka's num.partitions). */
  partitions?: number;
  /** The pause before a message whose handler threw is handed over again. */
  retryBackoffMs?: number;
}

interface StoredMessage extends IncomingMessage {
  /** Publish order across the topic's partitions, for messages(topic). */
  sequence: number;
}

interface Injected {
  error: Error;
  /** true: the messages are written and then the publish rejects (the ack was lost). */
  afterWrite: boolean;
}

const tp = (topic: string, partition: number): string => `${topic}\u0000${partition}`;

export class MemoryBroker implements MessageBroker {
  readonly kind = 'memory' as const;
  private readonly partitionCount: number;
  private readonly retryBackoffMs: number;
  private readonly topics = new Map<string, StoredMessage[][]>();
  /** group → topic/partition → the next offset to hand over (Kafka's committed offset). */
  private readonly committedOffsets = new Map<string, Map<string, number>>();
  /** group → topic/partition → the consumer that holds it (one member of a group per partition). */
  private readonly claims = new Map<string, Map<string, MemoryConsumer>>();
  private readonly consumers = new Set<MemoryConsumer>();
  private readonly injected: Injected[] = [];
  private waiters: (() => void)[] = [];
  private sequence = 0;
  private closed = false;

  constructor(options: MemoryBrokerOptions = {}) {
    this.partitionCount = options.partitions ?? 3;
    this.retryBackoffMs = options.retryBackoffMs ?? 50;
  }

  async publish(topic: string, messages: readonly OutgoingMessage[]): Promise<void> {
    if (this.closed) throw new Error('MemoryBroker is closed');
    await Promise.resolve();
    const injected = this.injected.shift();
    if (injected && !injected.afterWrite) throw injected.error;
    const partitions = this.topic(topic);
    for (const message of messages) {
      const partition = partitionForKey(message.key, partitions.length);
      const log = partitions[partition]!;
      log.push({
        topic,
        partition,
        offset: String(log.length),
        key: message.key,
        value: message.value,
        headers: { ...message.headers },
        sequence: this.sequence++,
      });
    }
    this.wake();
    if (injected) throw injected.error;
  }

  async ensureTopics(topics: readonly string[], partitions: number): Promise<void> {
    if (this.closed) throw new Error('MemoryBroker is closed');
    if (!Number.isInteger(partitions) || partitions < 1) throw new Error(`MemoryBroker: ${partitions} is not a partition count`);
    await Promise.resolve();
    for (const topic of topics) this.topic(topic, partitions);
  }

  async consume(group: string, topics: readonly string[], handler: MessageHandler): Promise<BrokerConsumer> {
    if (this.closed) throw new Error('MemoryBroker is closed');
    const consumer = new MemoryConsumer(this, group, handler, this.retryBackoffMs);
    this.consumers.add(consumer);
    for (const topic of topics) {
      this.topic(topic).forEach((_, partition) => consumer.follow(topic, partition));
    }
    return consumer;
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.consumers].map((consumer) => consumer.stop()));
  }

  // --- failure injection -------------------------------------------------------------------------------------------

  /** The next publish rejects with the error and writes nothing. */
  failNextPublish(error: Error = new Error('MemoryBroker: publish refused')): void {
    this.injected.push({ error, afterWrite: false });
  }

  /** The next publish writes its messages and then rejects: the "broker wrote but the ack was lost" case. */
  loseNextAck(error: Error = new Error('MemoryBroker: ack lost')): void {
    this.injected.push({ error, afterWrite: true });
  }

  // --- reads for tests ---------------------------------------------------------------------------------------------

  /** Every message of the topic, or of every topic, in publish order (across partitions). */
  messages(topic?: string): IncomingMessage[] {
    const partitions = topic === undefined ? [...this.topics.values()].flat() : (this.topics.get(topic) ?? []);
    return partitions
      .flat()
      .sort((a, b) => a.sequence - b.sequence)
      .map(({ sequence: _sequence, ...message }) => ({ ...message, headers: { ...message.headers } }));
  }

  topicNames(): string[] {
    return [...this.topics.keys()].sort();
  }

  /** The topic's partition count; undefined when the topic does not exist yet. */
  partitionsOf(topic: string): number | undefined {
    return this.topics.get(topic)?.length;
  }

  /** The partition a publish puts the key on: by the topic's partition count, or the default for a topic not made yet. */
  partitionOf(key: string, topic?: string): number {
    return partitionForKey(key, (topic === undefined ? undefined : this.partitionsOf(topic)) ?? this.partitionCount);
  }

  /** The group's committed offset (the next one it will read) of the partition; 0 when it never committed. */
  committed(group: string, topic: string, partition: number): number {
    return this.committedOffsets.get(group)?.get(tp(topic, partition)) ?? 0;
  }

  // --- for MemoryConsumer ------------------------------------------------------------------------------------------

  /** The next message for the group's member on the partition, or null when there is none or another member holds it. */
  next(consumer: MemoryConsumer, topic: string, partition: number): IncomingMessage | null {
    const claims = this.claims.get(consumer.group) ?? new Map<string, MemoryConsumer>();
    this.claims.set(consumer.group, claims);
    const holder = claims.get(tp(topic, partition));
    if (holder && holder !== consumer) return null;
    claims.set(tp(topic, partition), consumer);
    const stored = this.topic(topic)[partition]?.[this.committed(consumer.group, topic, partition)];
    if (!stored) return null;
    const { sequence: _sequence, ...message } = stored;
    return { ...message, headers: { ...message.headers } };
  }

  commit(group: string, message: IncomingMessage): void {
    const offsets = this.committedOffsets.get(group) ?? new Map<string, number>();
    this.committedOffsets.set(group, offsets);
    offsets.set(tp(message.topic, message.partition), Number(message.offset) + 1);
  }

  /** The consumer leaves its group: its partitions go to the other members. */
  release(consumer: MemoryConsumer): void {
    const claims = this.claims.get(consumer.group);
    for (const [key, holder] of claims ?? []) if (holder === consumer) claims!.delete(key);
    this.consumers.delete(consumer);
    this.wake();
  }

  /** Resolves at the next publish, commit hand-over or release. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The topic's partitions; a missing topic is created with `count` of them (an existing one keeps its own). */
  private topic(name: string, count = this.partitionCount): StoredMessage[][] {
    let partitions = this.topics.get(name);
    if (!partitions) {
      partitions = Array.from({ length: count }, () => []);
      this.topics.set(name, partitions);
    }
    return partitions;
  }
}

/** One member of a consumer group: a loop per partition, one message at a time, commit after the handler. */
class MemoryConsumer implements BrokerConsumer {
  private readonly loops: Promise<void>[] = [];
  private stopped = false;
  private stopping: Promise<void> | null = null;
  private wakeStop: () => void = () => undefined;
  private readonly stopSignal = new Promise<void>((resolve) => (this.wakeStop = resolve));

  constructor(
    private readonly broker: MemoryBroker,
    readonly group: string,
    private readonly handler: MessageHandler,
    private readonly retryBackoffMs: number,
  ) {}

  follow(topic: string, partition: number): void {
    this.loops.push(this.loop(topic, partition));
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.stopped = true;
      this.wakeStop();
      await Promise.all(this.loops);
      this.broker.release(this);
    })();
    return this.stopping;
  }

  private async loop(topic: string, partition: number): Promise<void> {
    while (!this.stopped) {
      const message = this.broker.next(this, topic, partition);
      if (!message) {
        await Promise.race([this.broker.changed(), this.stopSignal]);
        continue;
      }
      try {
        await this.handler(message);
        this.broker.commit(this.group, message);
      } catch {
        // Kafka semantics: the offset stays, so the same message comes again after the back-off.
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([new Promise((resolve) => (timer = setTimeout(resolve, this.retryBackoffMs))), this.stopSignal]);
        clearTimeout(timer);
      }
    }
  }
}
