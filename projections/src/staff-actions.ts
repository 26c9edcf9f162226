// The staff_actions read model: every change a staff member made while acting as a seller (the event's metadata names
// them) to the seller's account documents that have no timeline of their own: the profile and mail settings, webhook
// endpoints, products and their defaults, sales channels, auto-fulfillment. Orders and inbound shipments show the
// impersonator in their own timelines, support messages in the chat. Only what the event names openly is kept (an SKU,
// a URL, a channel's name): never its secrets or credentials.
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';
import type { StaffActionDocument } from '@ledgerhouse/contracts';

type Subject = (data: Record<string, unknown>) => unknown;
const none: Subject = () => null;

/** Each event type: its document, the stream prefix before the document's id, and what it names. */
const EVENTS: Record<string, [StaffActionDocument, string, Subject]> = {
  ProfileUpdated: ['PROFILE', 'user-', (d) => d.fullName],
  NotificationSettingsChanged: ['PROFILE', 'user-', none],
  PasswordChanged: ['PROFILE', 'user-', none],
  WebhookCreated: ['WEBHOOK', 'webhook-', (d) => d.url],
  WebhookUpdated: ['WEBHOOK', 'webhook-', (d) => d.url],
  WebhookDisabled: ['WEBHOOK', 'webhook-', none],
  WebhookEnabled: ['WEBHOOK', 'webhook-', none],
  WebhookSecretRotated: ['WEBHOOK', 'webhook-', none],
  WebhookDeleted: ['WEBHOOK', 'webhook-', none],
  ProductCreated: ['PRODUCT', 'product-', (d) => d.sku],
  ProductUpdated: ['PRODUCT', 'product-', (d) => (d.changes as { sku?: string }).sku],
  ProductDeleted: ['PRODUCT', 'product-', none],
  ListingsSet: ['PRODUCT', 'product-', none],
  ManagedStockEnabled: ['PRODUCT', 'product-', none],
  ManagedStockDisabled: ['PRODUCT', 'product-', none],
  ProductDefaultsSet: ['PRODUCT_DEFAULTS', 'product-defaults-', none],
  SalesChannelConnected: ['SALES_CHANNEL', 'channel-', (d) => d.name],
  SalesChannelRenamed: ['SALES_CHANNEL', 'channel-', (d) => d.name],
  SalesChannelConnectionUpdated: ['SALES_CHANNEL', 'channel-', none],
  SalesChannelActivated: ['SALES_CHANNEL', 'channel-', none],
  SalesChannelDeactivated: ['SALES_CHANNEL', 'channel-', none],
  SalesChannelDeleted: ['SALES_CHANNEL', 'channel-', none],
  AutoFulfillmentSet: ['AUTO_FULFILLMENT', 'order-settings-', none],
};

export const STAFF_ACTION_EVENTS: readonly string[] = Object.keys(EVENTS);

export const staffActionsProjector: Projector = {
  name: 'staff_actions',
  tables: ['staff_actions'],
  handles: STAFF_ACTION_EVENTS,
  async apply(trx, event: StoredEvent) {
    const { impersonatorId, userId } = event.metadata;
    const rule = EVENTS[event.type];
    if (!impersonatorId || !userId || !rule) return;
    const [document, prefix, subjectOf] = rule;
    const data = event.data as Record<string, unknown>;
    const subject = subjectOf(data);
    await trx
      .insertInto('staff_actions')
      .values({
        position: event.position,
        seller_id: userId,
        impersonator_id: impersonatorId,
        type: event.type,
        at: typeof data.at === 'string' ? data.at : event.recordedAt,
        document,
        document_id: event.streamId.slice(prefix.length),
        subject: typeof subject === 'string' ? subject : null,
      })
      .onConflict((oc) => oc.column('position').doNothing())
      .execute();
  },
};
