// Kafka's key partitioning (the Java client's murmur2, which kafkajs' DefaultPartitioner copies): the memory broker
// puts a key on the same partition a real cluster with as many partitions would.

const SEED = 0x9747b28c;
const M = 0x5bd1e995;

/** Kafka's murmur2 of the key's UTF-8 bytes, as a signed 32-bit integer. */
export function murmur2(key: string): number {
  const data = Buffer.from(key, 'utf8');
  const length = data.length;
  let h = SEED ^ length;
  const whole = length - (length % 4);
  for (let i = 0; i < whole; i += 4) {
    let k = data[i]! | (data[i + 1]! << 8) | (data[i + 2]! << 16) | (data[i + 3]! << 24);
    k = Math.imul(k, M);
    k ^= k >>> 24;
    k = Math.imul(k, M);
    h = Math.imul(h, M) ^ k;
  }
  // The tail bytes, as the Java switch with fall-through does them.
  const tail = length % 4;
  if (tail >= 3) h ^= data[whole + 2]! << 16;
  if (tail >= 2) h ^= data[whole + 1]! << 8;
  if (tail >= 1) h = Math.imul(h ^ data[whole]!, M);
  h ^= h >>> 13;
  h = Math.imul(h, M);
  h ^= h >>> 15;
  return h | 0;
}

/** The partition Kafka's default partitioner picks for a keyed message. */
export function partitionForKey(key: string, partitions: number): number {
  return (murmur2(key) & 0x7fffffff) % partitions;
}
