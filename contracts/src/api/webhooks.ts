// Webhooks: a seller (or the warehouse's staff, for every seller's events) subscribes an https URL to public
// integration event types; deliveries are signed with the Standard Webhooks scheme, retried with back-off for a day,
// logged with their response codes, replayable, and the endpoint is disabled (with a mail) after persistent failure.
import { z } from 'zod';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

export const MAX_WEBHOOK_ENDPOINTS = 10;
/** A replayed period is at most this long, and starts at most WEBHOOK_REPLAY_MAX_AGE_DAYS ago. */
export const WEBHOOK_REPLAY_MAX_DAYS = 7;
export const WEBHOOK_REPLAY_MAX_AGE_DAYS = 30;
/** A period replay sends at most this many deliveries (more: 422 WEBHOOK_REPLAY_TOO_LARGE, choose a shorter period). */
export const WEBHOOK_REPLAY_MAX_DELIVERIES = 1000;
/**
 * An endpoint's replays and test events not yet sent: a period replay waits until there are none, one replay or a test
 * event until there are fewer than this (else 409 WEBHOOK_REPLAY_IN_PROGRESS).
 */
export const WEBHOOK_MAX_PENDING_REPLAYS = 100;

export const WEBHOOK_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];
/** MANUAL: its owner disabled it; FAILING: every delivery failed for the retry window, so it was disabled and mailed. */
export const WEBHOOK_DISABLED_REASONS = ['MANUAL', 'FAILING'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
/** SELLER: the seller's own events; WAREHOUSE: created by staff, every seller's events. */
export const WEBHOOK_SCOPES = ['SELLER', 'WAREHOUSE'] as const;
export type WebhookScope = (typeof WEBHOOK_SCOPES)[number];
/** PENDING: not yet delivered, retrying; SUCCEEDED: a 2xx answer; FAILED: gave up after the retry window. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

const webhookUrl = z.url({ protocol: /^https?$/ }).max(2000);
/** Public event types (`order.placed.v1`, …): each must be in the integration catalog (422 WEBHOOK_EVENT_TYPES_INVALID). */
const eventTypes = z.array(z.string().trim().min(1).max(100)).min(1).max(100);

export const createWebhookBody = z
  .object({
    url: webhookUrl,
    description: z.string().trim().max(200).default(''),
    eventTypes,
  })
  .strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;
export const updateWebhookBody = z
  .object({ url: webhookUrl, description: z.string().trim().max(200), eventTypes })
  .partial()
  .strict();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const webhookView = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  scope: z.enum(WEBHOOK_SCOPES),
  status: z.enum(WEBHOOK_STATUSES),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).nullable(),
  createdAt: z.string(),
  /** The first failed delivery of the current failing streak; null while deliveries succeed. */
  failingSince: z.string().nullable(),
  lastDelivery: z.object({ at: z.string(), status: z.enum(WEBHOOK_DELIVERY_STATUSES), statusCode: z.number().int().nullable() }).nullable(),
});
export type WebhookView = z.infer<typeof webhookView>;

/** The signing secret (`whsec_…`): returned at creation, on rotation and when its owner asks to reveal it. */
export const webhookSecret = z.object({ secret: z.string() });
/**
 * The secret of a create or rotate answer: null only when an Idempotency-Key replay answers (the secret is never stored
 * with the key's answer); read it then with GET /webhooks/:webhookId/secret. Sent with Cache-Control: no-store.
 */
const answeredSecret = z.string().nullable();
export const createdWebhook = commandResult.extend({ secret: answeredSecret });
/** A rotation's answer: the new secret, and the command's position (read with X-Min-Position to see the rotation). */
export const rotatedWebhookSecret = z.object({ secret: answeredSecret, position: z.string() });

export const webhookDeliveryView = z.object({
  id: z.string(),
  /** The public event's id: `webhook-id` on every attempt, so a receiver drops duplicates. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address, connection error); null otherwise. */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /** True when made by a replay. */
  replay: z.boolean(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliveryView>;

export const webhookAttemptView = z.object({
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** The answer's first 1,000 characters. */
  responseExcerpt: z.string().nullable(),
});
export const webhookDeliveryDetail = webhookDeliveryView.extend({
  /** The exact JSON body sent. */
  payload: z.string(),
  attemptLog: z.array(webhookAttemptView),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

export const webhookEventTypeView = z.object({ type: z.string(), topic: z.string(), description: z.string() });

export const webhookIdParams = z.object({ webhookId: z.uuid() });
export const webhookDeliveryParams = webhookIdParams.extend({ deliveryId: z.uuid() });
export const webhookDeliveryQuery = pageQuery.extend({ status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
export const replayWebhookPeriodBody = z.object({ from: instant, to: instant }).strict();
export const replayedDeliveries = z.object({ count: z.number().int() });

const tag = 'webhooks';
export const webhookRoutes = {
  eventTypes: defineRoute({
    method: 'GET',
    path: '/webhooks/event-types',
    summary: 'Public event types a webhook can subscribe to',
    tag,
    response: z.array(webhookEventTypeView),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/webhooks',
    summary: 'Webhook endpoints (own; staff: the warehouse’s)',
    tag,
    response: z.array(webhookView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId',
    summary: 'One webhook endpoint',
    tag,
    params: webhookIdParams,
    response: webhookView,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/webhooks',
    summary: 'Subscribe an https URL to event types (the signing secret is in the answer)',
    tag,
    body: createWebhookBody,
    response: createdWebhook,
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/webhooks/:webhookId',
    summary: 'Change a webhook’s URL, description or event types',
    tag,
    params: webhookIdParams,
    body: updateWebhookBody,
    response: commandResult,
  }),
  disable: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/disable',
    summary: 'Disable a webhook (nothing is sent until enabled)',
    tag,
    params: webhookIdParams,
    response: commandResult,
  }),
  enable: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/enable',
    summary: 'Enable a webhook again',
    tag,
    params: webhookIdParams,
    response: commandResult,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/webhooks/:webhookId',
    summary: 'Delete a webhook',
    tag,
    params: webhookIdParams,
    response: commandResult,
  }),
  revealSecret: defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId/secret',
    summary: 'The webhook’s signing secret',
    tag,
    params: webhookIdParams,
    response: webhookSecret,
  }),
  rotateSecret: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/rotate-secret',
    summary: 'Replace the signing secret',
    tag,
    params: webhookIdParams,
    response: rotatedWebhookSecret,
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/test',
    summary: 'Send a `webhook.test.v1` event now',
    tag,
    params: webhookIdParams,
    response: webhookDeliveryView,
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries',
    summary: 'The delivery log, newest first',
    tag,
    params: webhookIdParams,
    query: webhookDeliveryQuery,
    response: pageOf(webhookDeliveryView),
  }),
  delivery: defineRoute({
    method: 'GET',
    path: '/webhooks/:webhookId/deliveries/:deliveryId',
    summary: 'One delivery with its payload and every attempt',
    tag,
    params: webhookDeliveryParams,
    response: webhookDeliveryDetail,
  }),
  replayDelivery: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/deliveries/:deliveryId/replay',
    summary: 'Send one delivery again (a new delivery with the same event id)',
    tag,
    params: webhookDeliveryParams,
    response: webhookDeliveryView,
  }),
  replayPeriod: defineRoute({
    method: 'POST',
    path: '/webhooks/:webhookId/replay',
    summary: 'Send again every event of the webhook’s types in a period (at most 7 days, within the last 30)',
    tag,
    params: webhookIdParams,
    body: replayWebhookPeriodBody,
    response: replayedDeliveries,
  }),
};
