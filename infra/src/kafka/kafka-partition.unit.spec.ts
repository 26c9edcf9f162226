import { randomUUID } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import { murmur2, partitionForKey } from './kafka-partition';

describe('Kafka key partitioning', () => {
  it("matches the Java client's murmur2 on known keys", () => {
    expect(murmur2('0')).toBe(971027396);
    expect(murmur2('abc')).toBe(479470107);
    expect(murmur2('order-123')).toBe(-940440895);
    expect(murmur2('ключ')).toBe(2122343024);
  });

  it("puts every key on the partition kafkajs' DefaultPartitioner picks", () => {
    const partitioner = Partitioners.DefaultPartitioner();
    const partitionMetadata = [0, 1, 2, 3, 4].map((partitionId) => ({
      partitionId,
      leader: 0,
      partitionErrorCode: 0,
      replicas: [0],
      isr: [0],
    }));
    for (let i = 0; i < 200; i++) {
      const key = i % 2 ? randomUUID() : `k${i}`;
      const expected = partitioner({ topic: 't', partitionMetadata, message: { key, value: null } });
      expect(partitionForKey(key, 5)).toBe(expected);
    }
  });
});
