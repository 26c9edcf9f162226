// One import pass over one channel: every order the marketplace modified since the last watermark (minus an overlap for
// clocks and late writes), page by page, each fulfillable one placed once (import-placement.ts). Passes of one channel
// never overlap in this process (a pass asked for while one runs waits for it and then runs); across processes the claim
// streams keep every order single. A pass that ends records SalesChannelOrdersImported with its watermark; one that
// fails records nothing, so the next pass reads the same window again. The orders of each page that are ours (placed now
// or before, never refused ones) are then acknowledged to the marketplace where it has that step (Shopify accepts the
// fulfillment request): only once stored, so a pass that dies between the fetch and the store loses nothing; an
// acknowledgement that fails is repeated by the next pass, which finds the order still offered and already placed.
// Marketplace errors: TOKEN_INVALID → invalid token, INVALID_CREDENTIALS → connection error (both stop imports until
// the seller updates the connection); RATE_LIMITED and UNAVAILABLE leave the channel as it is and back off.
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import { MarketplaceError, type Clock, type MarketplaceOrder } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { CLOCK } from '../../persistence/tokens';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway, type SyncChannel } from './import-gateway';
import { ImportPlacement, type Placement } from './import-placement';

/** Read again on every pass: orders the marketplace wrote late or stamped with a clock behind ours. */
export const IMPORT_OVERLAP_MS = 5 * 60_000;
/** A channel's first pass reaches this far back. */
export const FIRST_IMPORT_WINDOW_MS = 30 * 24 * 3_600_000;
/** A pass that imported nothing records its watermark at most this often (the channel stream stays short). */
const QUIET_RECORD_MS = 15 * 60_000;
/** An order refused (unknown SKU) holds the watermark at it this long, so it imports once the seller adds the product. */
const REFUSED_RETRY_MS = 7 * 24 * 3_600_000;
/** Pages one pass reads at most; the rest waits for the next pass (its watermark stays where this one began). */
const MAX_PAGES = 200;
/** Orders of a page placed at once: each has its own claim and order streams, so they never contend with each other. */
const PLACING_AT_ONCE = 4;

/** `place` over every order, PLACING_AT_ONCE at a time, answers in the orders' order (refusals are then recorded one by one). */
async function placeAll<T>(orders: MarketplaceOrder[], place: (order: MarketplaceOrder) => Promise<T> | null): Promise<(T | null)[]> {
  const answers: (T | null)[] = new Array(orders.length).fill(null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < orders.length; i = next++) answers[i] = await place(orders[i]);
  };
  await Promise.all(Array.from({ length: Math.min(PLACING_AT_ONCE, orders.length) }, worker));
  return answers;
}

export interface ImportResult {
  imported: number;
  skipped: number;
}

interface PassState extends ImportResult {
  /** The earliest modification of an order refused within REFUSED_RETRY_MS: the watermark stays there. */
  holdAt: number | null;
}

@Injectable()
export class ImportPass implements OnApplicationShutdown {
  private readonly logger = new Logger('ChannelImport');
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    @Inject(CHANNEL_SYNC_GATEWAY) private readonly channels: ChannelSyncGateway,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly placement: ImportPlacement,
  ) {}

  /**
   * Imports the channel's new orders. CHANNEL_NOT_ACTIVE unless ACTIVE; a marketplace that refuses or is unavailable
   * answers CHANNEL_TOKEN_INVALID, CHANNEL_CONNECTION_FAILED, CHANNEL_RATE_LIMITED or CHANNEL_MARKETPLACE_UNAVAILABLE.
   * With `sellerId`, another seller's channel is NOT_FOUND.
   */
  run(channelId: string, sellerId: string | null = null): Promise<ImportResult> {
    const before = this.running.get(channelId) ?? Promise.resolve();
    const pass = before.catch(() => undefined).then(() => this.pass(channelId, sellerId));
    const tail = pass.catch(() => undefined);
    this.running.set(channelId, tail);
    void tail.then(() => {
      if (this.running.get(channelId) === tail) this.running.delete(channelId);
    });
    return pass;
  }

  /** Passes started by a webhook run on their own: the app waits for them before it closes its database. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.running.values());
  }

  isRunning(channelId: string): boolean {
    return this.running.has(channelId);
  }

  private async pass(channelId: string, sellerId: string | null): Promise<ImportResult> {
    const channel = await this.channels.load(channelId);
    if (!channel || (sellerId !== null && channel.sellerId !== sellerId)) throw new DomainError(ErrorCode.NOT_FOUND);
    if (channel.status !== 'ACTIVE') throw new DomainError(ErrorCode.CHANNEL_NOT_ACTIVE, { status: channel.status });
    const startedAt = this.clock.now();
    const since = channel.modifiedUntil
      ? new Date(Date.parse(channel.modifiedUntil) - IMPORT_OVERLAP_MS)
      : new Date(startedAt.getTime() - FIRST_IMPORT_WINDOW_MS);
    const result: PassState = { imported: 0, skipped: 0, holdAt: null };
    try {
      const { connector, session } = await this.channels.connect(channel);
      let cursor: string | null = null;
      for (let page = 0; page < MAX_PAGES; page++) {
        const found = await connector.fetchOrders(session, { modifiedSince: since.toISOString(), cursor });
        const taken: string[] = [];
        const placements = await placeAll(found.orders, (order) => (order.fulfillable ? this.placement.place(channel, order) : null));
        for (const [i, order] of found.orders.entries())
          if (await this.settle(channel, order, placements[i], result, startedAt)) taken.push(order.channelOrderId);
        if (taken.length > 0) await connector.acknowledgeOrders?.(session, taken);
        cursor = found.cursor;
        if (!cursor) break;
      }
      if (cursor) return { imported: result.imported, skipped: result.skipped };
    } catch (err) {
      if (!(err instanceof MarketplaceError)) throw err;
      await this.channels.recordMarketplaceError(channelId, err);
      throw refusalOf(err, channel.marketplace);
    }
    const quiet = channel.lastImportAt && startedAt.getTime() - Date.parse(channel.lastImportAt) < QUIET_RECORD_MS;
    const modifiedUntil = new Date(Math.min(startedAt.getTime(), result.holdAt ?? Infinity)).toISOString();
    const held = result.holdAt !== null && modifiedUntil !== channel.modifiedUntil;
    if (result.imported > 0 || !quiet || held) await this.channels.recordImported(channelId, { modifiedUntil, imported: result.imported });
    return { imported: result.imported, skipped: result.skipped };
  }

  /** Counts one order's placement and records a refusal; true when the order is ours (placed now or before): the marketplace may be told so. */
  private async settle(
    channel: SyncChannel,
    order: MarketplaceOrder,
    placed: Placement | null,
    result: PassState,
    startedAt: Date,
  ): Promise<boolean> {
    if (!placed) {
      result.skipped += 1;
      return false;
    }
    if (placed.kind === 'IMPORTED') result.imported += 1;
    else result.skipped += 1;
    if (placed.kind !== 'REFUSED') return true;
    const modifiedAt = Date.parse(order.modifiedAt);
    if (startedAt.getTime() - modifiedAt < REFUSED_RETRY_MS) result.holdAt = Math.min(result.holdAt ?? Infinity, modifiedAt);
    if (channel.refusedOrders.has(order.channelOrderId)) return false;
    this.logger.warn({ channelId: channel.channelId, number: order.number }, 'Marketplace order not imported');
    await this.channels.recordRefused(channel.channelId, {
      channelOrderId: order.channelOrderId,
      number: order.number,
      failure: { code: ErrorCode.CHANNEL_ORDER_NOT_IMPORTED, message: placed.reason },
    });
    return false;
  }
}

/** The answer to the seller who asked for the pass. */
function refusalOf(err: MarketplaceError, marketplace: SalesChannelMarketplace): DomainError {
  switch (err.code) {
    case 'TOKEN_INVALID':
      return new DomainError(ErrorCode.CHANNEL_TOKEN_INVALID);
    case 'INVALID_CREDENTIALS':
      return new DomainError(ErrorCode.CHANNEL_CONNECTION_FAILED, { marketplace });
    case 'RATE_LIMITED':
      return new DomainError(ErrorCode.CHANNEL_RATE_LIMITED, { retryAfterMs: err.details.retryAfterMs ?? null });
    default:
      return new DomainError(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE);
  }
}
