// The behaviour every MessageBroker adapter must show: the memory broker always runs it, KafkaBroker against a real
// cluster when KAFKA_BROKERS names one.
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../event-store/event-store.contract';
import type { BrokerConsumer, IncomingMessage, MessageBroker, OutgoingMessage } from './broker-port';
import { partitionForKey } from './kafka-partition';

export interface BrokerContractSubject {
  broker: MessageBroker;
  /** A new topic (created with several partitions where the broker needs it created). */
  topic(): Promise<string>;
  /** How long a condition may take on this broker (a real cluster rebalances a group in seconds). */
  timeoutMs: number;
  cleanup(): Promise<void>;
}

const message = (key: string, n: number): OutgoingMessage => ({
  key,
  value: JSON.stringify({ n }),
  headers: { ce_id: `${key}-${n}`, 'content-type': 'application/json' },
});

const n = (m: IncomingMessage): number => (JSON.parse(m.value ?? 'null') as { n: number }).n;

export function runMessageBrokerContract(name: string, open: () => Promise<BrokerContractSubject>): void {
  describe(`MessageBroker contract: ${name}`, () => {
    let subject: BrokerContractSubject;
    let broker: MessageBroker;
    const consumers: BrokerConsumer[] = [];
    const group = () => `group-${randomUUID()}`;
    const consume = async (g: string, topic: string, handler: (m: IncomingMessage) => Promise<void>) => {
      const consumer = await broker.consume(g, [topic], handler);
      consumers.push(consumer);
      return consumer;
    };
    const until = (condition: () => boolean, what: string) => waitUntil(condition, subject.timeoutMs, what);

    beforeAll(async () => {
      subject = await open();
      broker = subject.broker;
    });
    afterEach(async () => {
      await Promise.all(consumers.splice(0).map((c) => c.stop()));
    });
    afterAll(() => subject.cleanup());

    it('hands over every published message with its key, value and headers once publish has resolved', async () => {
      const topic = await subject.topic();
      await broker.publish(topic, [message('a', 1), { key: 'b', value: null, headers: {} }]);
      const seen: IncomingMessage[] = [];
      await consume(group(), topic, async (m) => void seen.push(m));
      await until(() => seen.length === 2, 'both messages');
      const a = seen.find((m) => m.key === 'a')!;
      expect(a).toMatchObject({ topic, value: JSON.stringify({ n: 1 }), headers: message('a', 1).headers });
      expect(Number.isInteger(Number(a.offset))).toBe(true);
      expect(seen.find((m) => m.key === 'b')!.value).toBeNull();
    });

    it('keeps the order of the messages of one key across several publishes', async () => {
      const topic = await subject.topic();
      const keys = ['k1', 'k2', 'k3', 'k4', 'k5'];
      for (let round = 0; round < 4; round++) {
        await broker.publish(
          topic,
          keys.flatMap((key) => [message(key, round * 2), message(key, round * 2 + 1)]),
        );
      }
      const seen = new Map<string, number[]>();
      await consume(group(), topic, async (m) => void seen.set(m.key, [...(seen.get(m.key) ?? []), n(m)]));
      await until(() => keys.every((key) => seen.get(key)?.length === 8), 'eight messages of every key');
      for (const key of keys) expect(seen.get(key)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('hands a message whose handler threw over again, and nothing after it on its key before it succeeds', async () => {
      const topic = await subject.topic();
      await broker.publish(topic, [message('r', 1), message('r', 2), message('r', 3)]);
      const calls: number[] = [];
      let failures = 2;
      await consume(group(), topic, async (m) => {
        calls.push(n(m));
        if (n(m) === 2 && failures-- > 0) throw new Error('handler failed');
      });
      await until(() => calls.includes(3), 'the third message');
      expect(calls).toEqual([1, 2, 2, 2, 3]);
    });

    it('starts a new member of a group after the last committed message (offsets survive a restart)', async () => {
      const topic = await subject.topic();
      const g = group();
      await broker.publish(topic, [message('c', 1), message('c', 2)]);
      const first: number[] = [];
      const consumer = await consume(g, topic, async (m) => void first.push(n(m)));
      await until(() => first.length === 2, 'the first two messages');
      await consumer.stop();
      await broker.publish(topic, [message('c', 3)]);
      const second: number[] = [];
      await consume(g, topic, async (m) => void second.push(n(m)));
      await until(() => second.length >= 1, 'the third message');
      expect(second).toEqual([3]);
    });

    it('stop() waits for the handler under way and commits it, so a restart does not hand it over again', async () => {
      const topic = await subject.topic();
      const g = group();
      await broker.publish(topic, [message('s', 1), message('s', 2)]);
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const handled: number[] = [];
      let started = false;
      const consumer = await consume(g, topic, async (m) => {
        started = true;
        await released;
        handled.push(n(m));
      });
      await until(() => started, 'the handler to start');
      let stopped = false;
      const stopping = consumer.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(handled[0]).toBe(1);
      const after: number[] = [];
      await consume(g, topic, async (m) => void after.push(n(m)));
      await until(() => handled.length + after.length >= 2, 'the rest');
      expect([...handled, ...after]).toEqual([1, 2]);
    });

    it('ensureTopics creates a topic of N partitions, keys land where murmur2 over N puts them, and a second call changes nothing', async () => {
      const topic = `ensured-${randomUUID()}`;
      await broker.ensureTopics([topic], 4);
      await broker.ensureTopics([topic], 2);
      const keys = Array.from({ length: 24 }, (_, i) => `e${i}`);
      await broker.publish(
        topic,
        keys.map((key, i) => message(key, i)),
      );
      const seen: IncomingMessage[] = [];
      await consume(group(), topic, async (m) => void seen.push(m));
      await until(() => seen.length === keys.length, 'every message of the ensured topic');
      for (const m of seen) expect(m.partition).toBe(partitionForKey(m.key, 4));
      expect(new Set(seen.map((m) => m.partition)).size).toBe(4);
    });

    it('gives every group all the messages', async () => {
      const topic = await subject.topic();
      const all = Array.from({ length: 9 }, (_, i) => message(`g${i % 3}`, i));
      await broker.publish(topic, all);
      const one: number[] = [];
      const two: number[] = [];
      await consume(group(), topic, async (m) => void one.push(n(m)));
      await consume(group(), topic, async (m) => void two.push(n(m)));
      await until(() => one.length === 9 && two.length === 9, 'nine messages in each group');
      expect([...one].sort((a, b) => a - b)).toEqual(all.map((_, i) => i));
      expect([...two].sort((a, b) => a - b)).toEqual(all.map((_, i) => i));
    });
  });
}
