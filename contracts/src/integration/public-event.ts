// The public integration events: what Kafka topics and webhooks carry. Each is defined once here (type, topic, zod
// schema, description, example), translated from internal events by `integrationEventsOf`, and never carries secrets,
// tokens or card data. Internal events may change shape freely; a public event's schema only grows (optional fields)
// within its version.
import type { z } from 'zod';
import type { IntegrationTopic } from './topics';

export interface IntegrationEventDefinition<T extends z.ZodType = z.ZodType> {
  /** Dotted, versioned name, e.g. `order.placed.v1`; CloudEvents `type` is `com.ledgerhouse.` + this. */
  type: string;
  topic: IntegrationTopic;
  /** The payload's schema; its JSON Schema is generated from it. */
  schema: T;
  description: string;
  example: z.output<T>;
}

/** The internal event a public one is made from (a stored event, as the store hands it). */
export interface IntegrationSource {
  type: string;
  data: unknown;
  streamId: string;
  /** The event's global position token. */
  position: string;
  /** UTC ISO-8601. */
  recordedAt: string;
  correlationId: string;
}

/** One public event, ready for a topic or a webhook. */
export interface IntegrationEvent {
  /** Stable and unique: the source event's position, then `-<n>` when one event makes several (`ce_id`, `webhook-id`). */
  id: string;
  type: string;
  topic: IntegrationTopic;
  /** The partition key: the aggregate's id, so per-entity order holds. */
  key: string;
  /** The seller the event belongs to (webhook scoping); null for warehouse-wide facts. */
  sellerId: string | null;
  /** UTC ISO-8601: when the source event was recorded. */
  time: string;
  correlationId: string;
  data: unknown;
}

/** The CloudEvents `type` of a public event. */
export function cloudEventType(type: string): string {
  return `com.ledgerhouse.${type}`;
}

/** A public event's id from its source's position and its index among the events made from that source. */
export function integrationEventId(position: string, index: number): string {
  return index === 0 ? position : `${position}-${index}`;
}
