// What Shopify sends us: webhooks signed with X-Shopify-Hmac-SHA256, and the fulfillment service's callback.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Shopify POSTs to `{callbackUrl}` + this path when a fulfillment order is assigned to (or cancelled at) our service. */
export const SHOPIFY_FULFILLMENT_NOTIFICATION_PATH = '/fulfillment_order_notification';

/**
 * The callback's body: only what happened, no order data; the receiver then fetches the assigned fulfillment orders
 * (fetchOrders). Signed like a webhook (X-Shopify-Hmac-SHA256) with the app's secret.
 */
export interface ShopifyFulfillmentOrderNotification {
  kind: 'FULFILLMENT_REQUEST' | 'CANCELLATION_REQUEST';
}

/** True when hmacHeader is the base64 HMAC-SHA256 of the raw body under secret; compared in constant time. */
export function verifyShopifyWebhook(rawBody: Buffer, hmacHeader: string, secret: string): boolean {
  if (!secret || !hmacHeader) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(hmacHeader.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header value Shopify would send for this body (the simulator signs with it). */
export const shopifyWebhookHmac = (rawBody: Buffer | string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('base64');
