// RFC 9562 UUID version 5: ids derived from what caused them (a trigger, a seller's idempotency key), so a redelivered
// message or a retried step names the same stream and does nothing twice.
import { createHash } from 'node:crypto';

/** SHA-1 of the name space's bytes and the name, with the version and variant bits set. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
