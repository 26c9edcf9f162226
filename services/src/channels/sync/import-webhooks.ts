// Shopify's calls into the import: its webhooks and the fulfillment service's callback (a fulfillment order was
// assigned to us), both POSTed to the channel's callback URL, both signed with X-Shopify-Hmac-SHA256 over the raw
// body. Mounted on the express server before the JSON parser and the browser checks (XSRF, environment header):
// Shopify sends none of them, and the signature needs the bytes as sent. A valid call starts an import pass for the
// channel and is answered at once; a webhook delivered again (same X-Shopify-Event-Id) starts nothing.
import { Inject, Injectable, Logger } from '@nestjs/common';
import express, { type Express, type Request, type Response } from 'express';
import { ErrorCode, errorStatus } from '@ledgerhouse/contracts';
import { verifyShopifyWebhook, SHOPIFY_FULFILLMENT_NOTIFICATION_PATH } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { errorBody, localeOf, sendError } from '../../http/error-body';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway } from './import-gateway';
import { ImportPass } from './import-pass';
import { CallsPerMinute } from './calls-per-minute';

export const SHOPIFY_WEBHOOK_PATH = '/api/webhooks/shopify';

/** The URL Shopify calls for this channel (webhooks, and the fulfillment service's callback under it). */
export const channelCallbackUrl = (publicUrl: string, channelId: string) =>
  `${publicUrl.replace(/\/+$/, '')}${SHOPIFY_WEBHOOK_PATH}/${channelId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Webhook event ids remembered per process for deduplication (Shopify retries a delivery for up to 48 hours). */
const REMEMBERED_EVENTS = 10_000;
/** Calls per channel and minute before any work (signature, credentials) is done for them. */
const CALLS_PER_MINUTE = 120;

@Injectable()
export class ImportWebhooks {
  private readonly logger = new Logger('ShopifyWebhooks');
  private readonly seen = new Set<string>();
  private readonly calls = new CallsPerMinute(CALLS_PER_MINUTE);

  constructor(
    @Inject(CHANNEL_SYNC_GATEWAY) private readonly channels: ChannelSyncGateway,
    private readonly pass: ImportPass,
  ) {}

  /** The HTTP status to answer: 200 taken (or nothing to do), 401 unsigned or not ours, 429 too many. */
  async receive(channelId: string, rawBody: Buffer, hmac: string, eventId: string | null): Promise<200 | 401 | 429> {
    if (!this.calls.admit(channelId)) return 429;
    if (!UUID.test(channelId)) return 401;
    const channel = await this.channels.load(channelId);
    const secret = channel ? this.channels.shopifyWebhookSecret(channel) : null;
    if (!channel || !secret || !verifyShopifyWebhook(rawBody, hmac, secret)) return 401;
    if (eventId) {
      const key = `${channelId}:${eventId}`;
      if (this.seen.has(key)) return 200;
      this.seen.add(key);
      if (this.seen.size > REMEMBERED_EVENTS) this.seen.delete(this.seen.values().next().value!);
    }
    if (channel.status === 'ACTIVE')
      void this.pass.run(channelId).catch((err: unknown) => {
        if (!(err instanceof DomainError)) this.logger.error({ err, channelId }, 'Webhook-driven import failed');
      });
    return 200;
  }
}

/** Mounts the Shopify routes on the express server; `receiver` resolves the handler once the app is up. */
export function mountChannelWebhooks(server: Express, receiver: () => ImportWebhooks): void {
  const raw = express.raw({ type: () => true, limit: '1mb' });
  const handle = (req: Request, res: Response) => {
    const locale = localeOf(req.headers['accept-language']);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const eventId = req.header('x-shopify-event-id') ?? req.header('x-shopify-webhook-id') ?? null;
    receiver()
      .receive(String(req.params.channelId), body, req.header('x-shopify-hmac-sha256') ?? '', eventId)
      .then((status) => {
        if (status === 200) return void res.status(200).json({ ok: true });
        const code = status === 401 ? ErrorCode.CHANNEL_WEBHOOK_SIGNATURE_INVALID : ErrorCode.RATE_LIMITED;
        sendError(res, errorStatus[code], errorBody(code, locale));
      })
      .catch(() =>
        sendError(
          res,
          errorStatus[ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE],
          errorBody(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE, locale),
        ),
      );
  };
  server.post(`${SHOPIFY_WEBHOOK_PATH}/:channelId`, raw, handle);
  server.post(`${SHOPIFY_WEBHOOK_PATH}/:channelId${SHOPIFY_FULFILLMENT_NOTIFICATION_PATH}`, raw, handle);
  server.use(SHOPIFY_WEBHOOK_PATH, (_err: unknown, req: Request, res: Response, _next: unknown) =>
    sendError(
      res,
      errorStatus[ErrorCode.PAYLOAD_TOO_LARGE],
      errorBody(ErrorCode.PAYLOAD_TOO_LARGE, localeOf(req.headers['accept-language'])),
    ),
  );
}
