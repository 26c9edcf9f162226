// Rows of the webhooks read model and outbox as the contract's views; every read is scoped by visibleEndpoint first.
import {
  ErrorCode,
  type WebhookDeliveryDetail,
  type WebhookDeliveryStatus,
  type WebhookDeliveryView,
  type WebhookDisabledReason,
  type WebhookScope,
  type WebhookStatus,
  type WebhookView,
} from '@ledgerhouse/contracts';
import type { WebhookEndpointRow } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import type { WebhookDb, WebhookDeliveryTables } from '../delivery/webhook-delivery.tables';
import { currentFailingSince } from '../domain/delivery-schedule';
import { mayManage, type WebhookActor } from '../domain/webhook-endpoint';

type DeliveryRow = { [K in keyof WebhookDeliveryTables['webhook_deliveries']]: unknown } & Record<string, unknown>;
const iso = (value: unknown) => (value ? new Date(value as Date).toISOString() : null);

/** The endpoint when the actor may see it; WEBHOOK_NOT_FOUND otherwise (another seller's answers as a missing one). */
export async function visibleEndpoint(db: WebhookDb, actor: WebhookActor, id: string): Promise<WebhookEndpointRow> {
  const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || !mayManage(actor, { ownerId: row.owner_id, scope: row.scope as WebhookScope }))
    throw new DomainError(ErrorCode.WEBHOOK_NOT_FOUND);
  return row;
}

export async function endpointViews(db: WebhookDb, rows: readonly WebhookEndpointRow[]): Promise<WebhookView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const health = await db.selectFrom('webhook_endpoint_health').selectAll().where('endpoint_id', 'in', ids).execute();
  const last = await db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'last_attempt_at', 'status', 'last_status_code'])
    .distinctOn('endpoint_id')
    .where('endpoint_id', 'in', ids)
    .where('last_attempt_at', 'is not', null)
    .orderBy('endpoint_id')
    .orderBy('last_attempt_at', 'desc')
    .execute();
  return rows.map((r) => {
    const h = health.find((x) => x.endpoint_id === r.id);
    const l = last.find((x) => x.endpoint_id === r.id);
    return {
      id: r.id,
      url: r.url,
      description: r.description,
      eventTypes: r.event_types,
      scope: r.scope as WebhookScope,
      status: r.status as WebhookStatus,
      disabledReason: r.disabled_reason as WebhookDisabledReason | null,
      createdAt: new Date(r.created_at).toISOString(),
      failingSince: iso(currentFailingSince(h?.failing_since ?? null, r.enabled_at ? new Date(r.enabled_at) : null)),
      lastDelivery: l ? { at: iso(l.last_attempt_at)!, status: l.status as WebhookDeliveryStatus, statusCode: l.last_status_code } : null,
    };
  });
}

export function deliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id as string,
    eventId: row.event_id as string,
    eventType: row.event_type as string,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts as number,
    lastStatusCode: row.last_status_code as number | null,
    lastError: row.last_error as string | null,
    nextAttemptAt: iso(row.next_attempt_at),
    createdAt: iso(row.created_at)!,
    replay: row.replay as boolean,
  };
}

export async function deliveryDetail(db: WebhookDb, endpointId: string, deliveryId: string): Promise<WebhookDeliveryDetail> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('id', '=', deliveryId)
    .where('endpoint_id', '=', endpointId)
    .executeTakeFirst();
  if (!row) throw new DomainError(ErrorCode.WEBHOOK_DELIVERY_NOT_FOUND);
  const attempts = await db
    .selectFrom('webhook_delivery_attempts')
    .selectAll()
    .where('delivery_id', '=', deliveryId)
    .orderBy('attempt')
    .execute();
  return {
    ...deliveryView(row as DeliveryRow),
    payload: row.payload,
    attemptLog: attempts.map((a) => ({
      at: iso(a.at)!,
      statusCode: a.status_code,
      durationMs: a.duration_ms,
      error: a.error,
      responseExcerpt: a.response_excerpt,
    })),
  };
}
