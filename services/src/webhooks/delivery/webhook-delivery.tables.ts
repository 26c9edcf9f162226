// The webhook delivery outbox (migration 20261125_0010_webhooks), typed for kysely: the fan-out inserts deliveries, the
// dispatcher leases, attempts and settles them.
import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

type Time = ColumnType<Date, Date, Date>;
type MaybeTime = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface WebhookDeliveryTables {
  webhook_deliveries: {
    id: string;
    endpoint_id: string;
    /** IntegrationEvent.id (`webhook-id`): the same on every attempt and replay. */
    event_id: string;
    event_type: string;
    event_time: Time;
    /** The exact JSON body sent: `{"type","timestamp","data"}`. */
    payload: string;
    status: string;
    attempts: ColumnType<number, number | undefined, number>;
    /** When the next attempt is due; null once SUCCEEDED or FAILED. */
    next_attempt_at: MaybeTime;
    /** A dispatcher holds it until then (sending); another one may take it after (that one crashed). */
    leased_until: MaybeTime;
    last_attempt_at: MaybeTime;
    last_status_code: number | null;
    last_error: string | null;
    replay: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: Time;
  };
  webhook_delivery_attempts: {
    delivery_id: string;
    attempt: number;
    at: Time;
    status_code: number | null;
    duration_ms: number;
    error: string | null;
    response_excerpt: string | null;
  };
  /** The endpoint's failing streak: the first failed attempt since its last success; null (or no row) while it succeeds. */
  webhook_endpoint_health: { endpoint_id: string; failing_since: MaybeTime };
}

type WebhookTables = WebhookDeliveryTables & Pick<ReadModelDatabase, 'webhook_endpoints' | 'users' | 'processor_checkpoints'>;
export type WebhookDb = Kysely<WebhookTables>;
export type WebhookTrx = Transaction<WebhookTables>;
export type WebhookDeliveryRow = WebhookDeliveryTables['webhook_deliveries'] extends infer T
  ? { [K in keyof T]: T[K] extends ColumnType<infer S, unknown, unknown> ? S : T[K] }
  : never;
