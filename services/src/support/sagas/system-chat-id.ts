// A system chat's id is derived from what caused it (RFC 9562 UUID version 5 of kind and key), so a redelivered event,
// a retried saga step or a second process opening the same chat names the same `chat-<id>` stream and opens nothing twice.
import { uuidV5 } from '../../event-sourcing/uuid-v5';
import type { SupportTrigger } from '@ledgerhouse/contracts';

/** A fixed namespace for Ledgerhouse system chats (a random v4, chosen once; never change it). */
const NAMESPACE = '6f1d7e0a-3c52-4b8e-9a41-2d7c5b90e1f3';

/** `key` names one occurrence: a shipment, a top-up entry, an order, a request, or an event (`<stream>@<version>`). */
export const systemChatId = (kind: SupportTrigger, key: string) => uuidV5(`${kind}:${key}`, NAMESPACE);
