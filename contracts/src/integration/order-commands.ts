// The inbound command topic: external systems (a shop back end, an ERP) create orders by publishing a JSON message to
// ORDER_COMMANDS_TOPIC. The order fields are the HTTP create-order body (createOrderBody) unchanged, so a field means
// the same on both doors and a rule added to one reaches the other. A message that can never succeed (broken JSON, a
// schema violation, a seller that is unknown or blocked, a refusal such as an unknown SKU) is copied to
// ORDER_COMMANDS_DEAD_LETTER_TOPIC with the reason in its headers, and the topic moves on.
import { z } from 'zod';
import { createOrderBody } from '../api/orders';
import { ErrorCode } from '../errors';
import { ORDER_COMMANDS_DEAD_LETTER_TOPIC, ORDER_COMMANDS_TOPIC } from './topics';

/** The consumer group Ledgerhouse reads the topic as (its committed offsets are the topic's progress). */
export const ORDER_COMMANDS_CONSUMER_GROUP = 'ledgerhouse-order-commands';

/** The header that may carry the idempotency key instead of the message's `idempotencyKey` field. */
export const ORDER_COMMAND_IDEMPOTENCY_HEADER = 'idempotency-key';

/** The same shape as the HTTP Idempotency-Key header: 8–200 letters, digits and `._:-`. */
export const orderCommandIdempotencyKey = z.string().regex(/^[A-Za-z0-9._:-]{8,200}$/);

/**
 * Place one order for one seller. The idempotency key is the `idempotencyKey` field or, when the field is absent, the
 * `idempotency-key` header; when both are given they must be equal. With neither, or two different ones, the message
 * is dead-lettered (VALIDATION_FAILED). A key places at most one order per seller, for ever: a message repeating a
 * seller's key is dropped (the order it placed stands, whatever the repeat carries).
 */
export const placeOrderCommand = z
  .object({
    type: z.literal('place-order'),
    /** The seller the order belongs to: an active seller's user id. */
    sellerId: z.uuid(),
    idempotencyKey: orderCommandIdempotencyKey.optional(),
    /** Exactly the body of POST /api/orders. */
    order: createOrderBody,
  })
  .strict();
export type PlaceOrderCommand = z.infer<typeof placeOrderCommand>;

/** Every command the topic takes, told apart by `type` (one today; the next is a new member, not a new topic). */
export const orderCommandMessage = z.discriminatedUnion('type', [placeOrderCommand]);
export type OrderCommandMessage = z.infer<typeof orderCommandMessage>;

/** Headers a dead-lettered message carries on top of its original key, value and headers. */
export const ORDER_COMMAND_DEAD_LETTER_HEADERS = {
  'dlt-reason': 'The stable code of the refusal (ORDER_COMMAND_DEAD_LETTER_REASONS, or the order rule’s error code).',
  'dlt-message': 'The refusal in English; it names fields and rules, never the values sent.',
  'dlt-original-topic': 'The topic the message was read from.',
  'dlt-original-partition': 'Its partition (decimal).',
  'dlt-original-offset': 'Its offset in that partition (decimal).',
  'dlt-failed-at': 'When it was refused, UTC ISO-8601.',
} as const;
export type OrderCommandDeadLetterHeader = keyof typeof ORDER_COMMAND_DEAD_LETTER_HEADERS;

/** The reasons of the message itself; an order rule's refusal carries that rule's own code (ORDER_SKU_NOT_FOUND, …). */
export const ORDER_COMMAND_DEAD_LETTER_REASONS = {
  [ErrorCode.MALFORMED_JSON]: 'The value is not JSON (or is empty).',
  [ErrorCode.VALIDATION_FAILED]: 'The JSON does not match the schema, or the idempotency key is missing or ambiguous.',
  [ErrorCode.NOT_FOUND]: 'No seller has this id (a staff or warehouse account is no seller either).',
  [ErrorCode.ACCOUNT_BLOCKED]: 'The seller is blocked.',
  [ErrorCode.FORBIDDEN]: 'The seller is not on the allow-list of this topic (KAFKA_ORDER_COMMAND_SELLERS).',
  [ErrorCode.SERVER_ERROR]: 'Handling failed 5 times with an unexpected error (a bug, not the database away); the logs say which.',
} as const;

/** A message that passes: Kafka key = the seller id (recommended, so one seller's commands keep their order). */
export const placeOrderCommandExample: PlaceOrderCommand = {
  type: 'place-order',
  sellerId: '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6',
  idempotencyKey: 'erp-order-100045',
  order: {
    number: '100045',
    channel: 'MANUAL',
    orderDate: '2026-11-24T10:15:00.000Z',
    buyer: { fullName: 'Ada Lovelace', phone: '+1 (555) 010-0000' },
    address: { country: 'US', region: 'NY', city: 'New York', postalCode: '10001', line1: '350 Fifth Avenue', line2: null },
    note: null,
    lines: [{ sku: 'MUG-01', quantity: 2, priceCents: 1299 }],
  },
};

/** The topic as the docs show it: names, key, headers, payload schema (JSON Schema from `schema`), example, dead letters. */
export const ORDER_COMMANDS = {
  topic: ORDER_COMMANDS_TOPIC,
  deadLetterTopic: ORDER_COMMANDS_DEAD_LETTER_TOPIC,
  consumerGroup: ORDER_COMMANDS_CONSUMER_GROUP,
  description:
    'External systems create orders: one JSON message per order, validated like POST /api/orders, deduplicated per seller by its idempotency key. Whoever can write to the topic places orders for the sellers it allows (KAFKA_ORDER_COMMAND_SELLERS: their ids, or `*` for every seller; unset, nobody reads the topic), so it is as trusted as the warehouse staff: protect it with Kafka ACLs and SASL.',
  key: 'The seller id (recommended: ordering holds per key). Ledgerhouse reads the seller from the value, never from the key.',
  headers: {
    [ORDER_COMMAND_IDEMPOTENCY_HEADER]: 'The idempotency key, when the value has no `idempotencyKey` (both given: they must be equal).',
    'content-type': 'application/json (optional).',
  },
  schema: orderCommandMessage,
  example: placeOrderCommandExample,
  deadLetterHeaders: ORDER_COMMAND_DEAD_LETTER_HEADERS,
  deadLetterReasons: ORDER_COMMAND_DEAD_LETTER_REASONS,
} as const;
