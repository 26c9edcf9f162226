import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Time = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface WebhookEndpointsTable {
  id: string;
  /** The seller (SELLER) or the staff member who created it (WAREHOUSE). */
  owner_id: string;
  scope: string;
  url: string;
  description: string;
  event_types: Json<string[]>;
  status: string;
  disabled_reason: string | null;
  /** The signing secret, sealed ({ keyId, sealed }); opened only to sign or to reveal it to its owner. */
  secret: Json<{ keyId: string; sealed: string }>;
  locale: string;
  created_at: Time;
  position: string;
  /** The WebhookCreated event's position: the fan-out sends only events after it (null: endpoints older than the column). */
  created_position: string | null;
  /** The last WebhookEnabled's time: a failing streak that began before it is over. */
  enabled_at: Time | null;
}
export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type NewWebhookEndpoint = Insertable<WebhookEndpointsTable>;
export type WebhookEndpointUpdate = Updateable<WebhookEndpointsTable>;
