// eBay's Marketplace Account Deletion endpoint (developer.ebay.com/marketplace-account-deletion), which every app
// holding eBay user data must serve. GET ?challenge_code= proves the endpoint is ours: the hex SHA-256 of the code, our
// verification token and this endpoint's public URL. POST is a deletion notification, signed (X-EBAY-SIGNATURE): every
// eBay channel of that account (its account name, case-insensitive) is marked invalid token, and eBay gets 204; an
// unsigned or wrongly signed one gets 412, as eBay documents. Mounted like the Shopify webhooks (import-webhooks.ts):
// before the JSON parser and the browser checks, with the raw body. Only the notification id is ever logged: the body
// is the user's personal data. Without a verification token (production, EBAY_VERIFICATION_TOKEN unset) or without
// eBay, the address does not exist.
import { Inject, Injectable, Logger } from '@nestjs/common';
import express, { type Express, type Request, type Response } from 'express';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, errorStatus, FieldErrorCode } from '@ledgerhouse/contracts';
import {
  ebayChallengeResponse,
  EbayNotificationKeys,
  MarketplaceError,
  parseEbayAccountDeletion,
  verifyEbayNotification,
} from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { EBAY_DEVELOPMENT_VERIFICATION_TOKEN } from '../../config/channels.schema';
import { errorBody, localeOf, sendError, validationBody } from '../../http/error-body';
import { APP_CONFIG, READ_DB } from '../../persistence/tokens';
import { MarketplaceConnectors } from '../connectors/marketplace-connectors';
import { ChannelConnections } from '../services/channel-connections';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway } from './import-gateway';
import { CallsPerMinute } from './calls-per-minute';

export const EBAY_ACCOUNT_DELETION_PATH = '/api/webhooks/ebay/account-deletion';

/** Calls per client address and minute before any work (signature, key fetch, database) is done for them. */
const CALLS_PER_MINUTE = 120;
/** Notification ids remembered per process: eBay retries a notification it saw no success for. */
const REMEMBERED_NOTIFICATIONS = 10_000;
const DELETED = 'The eBay account was deleted';
const logger = new Logger('EbayAccountDeletion');

export type EbayDeletionAnswer = 204 | 404 | 412 | 429;

@Injectable()
export class EbayAccountDeletions {
  private readonly seen = new Set<string>();
  private readonly calls = new CallsPerMinute(CALLS_PER_MINUTE);
  private keys: EbayNotificationKeys | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CHANNEL_SYNC_GATEWAY) private readonly channels: ChannelSyncGateway,
    private readonly connectors: MarketplaceConnectors,
    private readonly connections: ChannelConnections,
  ) {}

  /** The token eBay was given with the endpoint; null when the endpoint is off (production without one). */
  get verificationToken(): string | null {
    return this.config.EBAY_VERIFICATION_TOKEN ?? (this.config.NODE_ENV === 'production' ? null : EBAY_DEVELOPMENT_VERIFICATION_TOKEN);
  }

  /** The endpoint's address as registered at eBay, which the challenge answer hashes. */
  get endpointUrl(): string {
    return `${this.connections.publicUrl.replace(/\/+$/, '')}${EBAY_ACCOUNT_DELETION_PATH}`;
  }

  /** Served only with a verification token and eBay offered here. */
  get enabled(): boolean {
    return this.verificationToken !== null && this.ebay() !== null;
  }

  /** The `challengeResponse` for the code; null when the endpoint is off. */
  challenge(code: string): string | null {
    const token = this.verificationToken;
    return token === null || !this.enabled ? null : ebayChallengeResponse(code, token, this.endpointUrl);
  }

  /** 204 taken (or already taken), 412 unsigned or not eBay's, 429 too many from `client`, 404 off. */
  async receive(client: string, rawBody: Buffer, signature: string): Promise<EbayDeletionAnswer> {
    if (!this.calls.admit(client)) return 429;
    const keys = this.enabled ? this.notificationKeys() : null;
    if (keys === null) return 404;
    if (!(await verifyEbayNotification(rawBody, signature, keys))) return 412;
    const deletion = parseEbayAccountDeletion(parsedJson(rawBody));
    // Signed by eBay but no account deletion (another topic, or a test notification): nothing to do.
    if (deletion === null) return 204;
    const notificationId = deletion.notificationId ?? 'unnamed';
    if (deletion.notificationId && this.seen.has(deletion.notificationId)) return 204;
    const rows = await this.db
      .selectFrom('sales_channels')
      .select('id')
      .where('marketplace', '=', 'EBAY')
      .where('deleted', '=', false)
      .where(sql<string>`lower(account_name)`, '=', deletion.username.toLowerCase())
      .execute();
    for (const { id } of rows) await this.channels.recordMarketplaceError(id, new MarketplaceError('TOKEN_INVALID', DELETED));
    if (deletion.notificationId) this.remember(deletion.notificationId);
    logger.log({ notificationId, channels: rows.length }, 'eBay account deletion received');
    return 204;
  }

  private ebay() {
    try {
      return this.connectors.get('EBAY').config;
    } catch {
      return null;
    }
  }

  private notificationKeys(): EbayNotificationKeys | null {
    const config = this.ebay();
    if (config === null || !config.appId || !config.appSecret) return null;
    this.keys ??= new EbayNotificationKeys({ baseUrl: config.baseUrl, appId: config.appId, appSecret: config.appSecret }, (input, init) =>
      fetch(input, init),
    );
    return this.keys;
  }

  private remember(notificationId: string): void {
    this.seen.add(notificationId);
    if (this.seen.size > REMEMBERED_NOTIFICATIONS) this.seen.delete(this.seen.values().next().value!);
  }
}

function parsedJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

const SEND: Record<Exclude<EbayDeletionAnswer, 204>, ErrorCode> = {
  404: ErrorCode.ROUTE_NOT_FOUND,
  412: ErrorCode.CHANNEL_WEBHOOK_SIGNATURE_INVALID,
  429: ErrorCode.RATE_LIMITED,
};

/** Mounts GET (challenge) and POST (notification) on the express server; `receiver` resolves the handler once the app is up. */
export function mountEbayAccountDeletion(server: Express, receiver: () => EbayAccountDeletions): void {
  const refuse = (req: Request, res: Response, status: Exclude<EbayDeletionAnswer, 204>) => {
    const code = SEND[status];
    const params = code === ErrorCode.ROUTE_NOT_FOUND ? { method: req.method, path: req.path } : {};
    sendError(res, status, errorBody(code, localeOf(req.headers['accept-language']), params));
  };
  server.get(EBAY_ACCOUNT_DELETION_PATH, (req, res) => {
    const code = req.query.challenge_code;
    const answer = typeof code === 'string' && code !== '' && code.length <= 512 ? receiver().challenge(code) : null;
    if (!receiver().enabled) return refuse(req, res, 404);
    if (answer === null) {
      const fields = [{ field: 'challenge_code', code: FieldErrorCode.REQUIRED }];
      return sendError(res, errorStatus[ErrorCode.VALIDATION_FAILED], validationBody(fields, localeOf(req.headers['accept-language'])));
    }
    res.status(200).json({ challengeResponse: answer });
  });
  server.post(EBAY_ACCOUNT_DELETION_PATH, express.raw({ type: () => true, limit: '64kb' }), (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    receiver()
      .receive(req.ip ?? 'unknown', body, req.header('x-ebay-signature') ?? '')
      .then((status) => (status === 204 ? void res.status(204).end() : refuse(req, res, status)))
      .catch((err: unknown) => {
        // The error names eBay's answer or the database's failure, never the body.
        logger.warn(`eBay account deletion not handled: ${(err as Error).message}`);
        const locale = localeOf(req.headers['accept-language']);
        const code = ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE;
        sendError(res, errorStatus[code], errorBody(code, locale));
      });
  });
  server.use(EBAY_ACCOUNT_DELETION_PATH, (_err: unknown, req: Request, res: Response, _next: unknown) =>
    sendError(
      res,
      errorStatus[ErrorCode.PAYLOAD_TOO_LARGE],
      errorBody(ErrorCode.PAYLOAD_TOO_LARGE, localeOf(req.headers['accept-language'])),
    ),
  );
}
