// A system chat's id is derived from what caused it (RFC 9562 UUID version 5 of kind and key), so a redelivered event,
// a retried saga step or a second process opening the same chat names the same `chat-<id>` stream and opens nothing twice.
import { createHash } from 'node:crypto';
import type { SupportTrigger } from '@ledgerhouse/contracts';

/** A fixed namespace for Ledgerhouse system chats (a random v4, chosen once; never change it). */
const NAMESPACE = '6f1d7e0a-3c52-4b8e-9a41-2d7c5b90e1f3';

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

/** `key` names one occurrence: a shipment, a top-up entry, an order, a request, or an event (`<stream>@<version>`). */
export const systemChatId = (kind: SupportTrigger, key: string) => uuidV5(`${kind}:${key}`, NAMESPACE);
