// The broker contract on the memory broker, and its failure injection (what the relay's tests lean on).
import { randomUUID } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import { waitUntil } from '../event-store/event-store.contract';
import { MemoryBroker } from './memory-broker';
import { runMessageBrokerContract } from './message-broker.contract';

runMessageBrokerContract('MemoryBroker', async () => {
  const broker = new MemoryBroker({ retryBackoffMs: 5 });
  return { broker, topic: async () => `topic-${randomUUID()}`, timeoutMs: 5_000, cleanup: () => broker.close() };
});

describe('MemoryBroker', () => {
  const msg = (key: string, n: number) => ({ key, value: String(n), headers: { n: String(n) } });

  it('spreads keys over three partitions by default, each key on its own partition every time', async () => {
    const broker = new MemoryBroker();
    const keys = Array.from({ length: 30 }, (_, i) => `order-${i}`);
    await broker.publish(
      't',
      keys.map((key, i) => msg(key, i)),
    );
    await broker.publish(
      't',
      keys.map((key, i) => msg(key, 100 + i)),
    );
    const partitions = new Set(broker.messages('t').map((m) => m.partition));
    expect([...partitions].sort()).toEqual([0, 1, 2]);
    for (const m of broker.messages('t')) expect(m.partition).toBe(broker.partitionOf(m.key));
  });

  it('numbers each partition from offset 0 and lists a topic, or all topics, in publish order', async () => {
    const broker = new MemoryBroker({ partitions: 1 });
    await broker.publish('t', [msg('a', 1), msg('b', 2)]);
    await broker.publish('t', [msg('c', 3)]);
    expect(broker.messages('t').map((m) => [m.offset, m.value])).toEqual([
      ['0', '1'],
      ['1', '2'],
      ['2', '3'],
    ]);
    await broker.publish('u', [msg('d', 4)]);
    expect(broker.messages().map((m) => [m.topic, m.value])).toEqual([
      ['t', '1'],
      ['t', '2'],
      ['t', '3'],
      ['u', '4'],
    ]);
    expect(broker.messages('elsewhere')).toEqual([]);
  });

  it('failNextPublish rejects the next publish and writes nothing; the one after goes through', async () => {
    const broker = new MemoryBroker();
    broker.failNextPublish(new Error('down'));
    await expect(broker.publish('t', [msg('a', 1)])).rejects.toThrow('down');
    expect(broker.messages('t')).toEqual([]);
    await broker.publish('t', [msg('a', 2)]);
    expect(broker.messages('t').map((m) => m.value)).toEqual(['2']);
  });

  it('loseNextAck writes the messages and still rejects the publish (the broker wrote, the ack was lost)', async () => {
    const broker = new MemoryBroker();
    broker.loseNextAck();
    await expect(broker.publish('t', [msg('a', 1), msg('a', 2)])).rejects.toThrow('ack lost');
    expect(broker.messages('t').map((m) => m.value)).toEqual(['1', '2']);
  });

  it('records the committed offset per group and partition only after the handler resolved', async () => {
    const broker = new MemoryBroker({ partitions: 1 });
    await broker.publish('t', [msg('a', 1), msg('a', 2)]);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const consumer = await broker.consume('g', ['t'], async () => {
      calls++;
      if (calls === 1) await gate;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(broker.committed('g', 't', 0)).toBe(0);
    release();
    await consumer.stop();
    expect(broker.committed('g', 't', 0)).toBeGreaterThanOrEqual(1);
    expect(broker.committed('other', 't', 0)).toBe(0);
  });

  it('hands each partition to one member of a group at a time, and to the other when the first leaves', async () => {
    const broker = new MemoryBroker({ partitions: 1 });
    const seenBy: string[] = [];
    const first = await broker.consume('g', ['t'], async () => void seenBy.push('first'));
    const second = await broker.consume('g', ['t'], async () => void seenBy.push('second'));
    await broker.publish('t', [msg('a', 1)]);
    await waitUntil(() => seenBy.length === 1, 5_000, 'the first message');
    await first.stop();
    await broker.publish('t', [msg('a', 2)]);
    await waitUntil(() => seenBy.length === 2, 5_000, 'the second message');
    expect(seenBy).toEqual(['first', 'second']);
    await second.stop();
  });

  describe('ensureTopics', () => {
    /** The partition kafkajs' DefaultPartitioner picks for the key on a topic of `count` partitions. */
    const kafkajsPartitionOf = (key: string, count: number) =>
      Partitioners.DefaultPartitioner()({
        topic: 't',
        partitionMetadata: Array.from({ length: count }, (_, partitionId) => ({
          partitionId,
          leader: 0,
          partitionErrorCode: 0,
          replicas: [0],
          isr: [0],
        })),
        message: { key, value: null },
      });

    it('creates each missing topic with the given partition count, not the default', async () => {
      const broker = new MemoryBroker({ partitions: 3 });
      await broker.ensureTopics(['a', 'b'], 7);
      expect(broker.topicNames()).toEqual(['a', 'b']);
      expect([broker.partitionsOf('a'), broker.partitionsOf('b')]).toEqual([7, 7]);
      expect(broker.messages('a')).toEqual([]);
      await broker.publish('c', [msg('k', 1)]);
      expect(broker.partitionsOf('c')).toBe(3);
    });

    it('leaves an existing topic as it is: its partition count and its messages', async () => {
      const broker = new MemoryBroker({ partitions: 2 });
      await broker.publish('t', [msg('a', 1), msg('b', 2)]);
      const before = broker.messages('t');
      await broker.ensureTopics(['t', 'new'], 9);
      expect(broker.partitionsOf('t')).toBe(2);
      expect(broker.partitionsOf('new')).toBe(9);
      expect(broker.messages('t')).toEqual(before);
      await broker.ensureTopics(['new'], 4);
      expect(broker.partitionsOf('new')).toBe(9);
    });

    it("spreads keys over the created topic's N partitions where kafkajs' DefaultPartitioner puts them", async () => {
      const broker = new MemoryBroker({ partitions: 3 });
      await broker.ensureTopics(['t'], 6);
      const keys = Array.from({ length: 60 }, (_, i) => `order-${i}`);
      await broker.publish(
        't',
        keys.map((key, i) => msg(key, i)),
      );
      const messages = broker.messages('t');
      for (const m of messages) {
        expect(m.partition).toBe(kafkajsPartitionOf(m.key, 6));
        expect(broker.partitionOf(m.key, 't')).toBe(m.partition);
      }
      expect(new Set(messages.map((m) => m.partition)).size).toBe(6);
    });

    it('hands a consumer every partition of a created topic', async () => {
      const broker = new MemoryBroker({ partitions: 1, retryBackoffMs: 5 });
      await broker.ensureTopics(['t'], 5);
      const seen = new Set<number>();
      const consumer = await broker.consume('g', ['t'], async (m) => void seen.add(m.partition));
      const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
      await broker.publish(
        't',
        keys.map((key, i) => msg(key, i)),
      );
      await waitUntil(() => seen.size === 5, 5_000, 'a message from each of the five partitions');
      await consumer.stop();
    });

    it('refuses a partition count below 1, and any call once closed', async () => {
      const broker = new MemoryBroker();
      await expect(broker.ensureTopics(['t'], 0)).rejects.toThrow('partition count');
      expect(broker.topicNames()).toEqual([]);
      await broker.close();
      await expect(broker.ensureTopics(['t'], 3)).rejects.toThrow('closed');
    });
  });

  it('refuses to publish or consume once closed', async () => {
    const broker = new MemoryBroker();
    await broker.close();
    await expect(broker.publish('t', [msg('a', 1)])).rejects.toThrow('closed');
    await expect(broker.consume('g', ['t'], async () => undefined)).rejects.toThrow('closed');
  });
});
