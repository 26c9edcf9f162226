// Pushes one channel's due listings: in batches of the connector's stockBatchSize, compare-and-set against the last
// acknowledged quantity (unless the seller forced a re-push), one ChannelStockPushed per listing with the marketplace's
// answer. A marketplace error stops the channel's push and says when to try again; what was pushed before it is kept.
import { randomUUID } from 'node:crypto';
import type { SalesChannelEvent } from '@ledgerhouse/contracts';
import {
  comparePositions,
  MarketplaceError,
  type EventStore,
  type GlobalPosition,
  type KeyedQueue,
  type StockPushResult,
} from '@ledgerhouse/infra';
import { metadataFor, runInRequestContext } from '../../event-sourcing/request-context';
import { channelStream } from '../domain/sales-channel';
import type { ChannelSyncGateway } from './import-gateway';
import type { DueListing } from './stock-due';

/** Back-off after UNAVAILABLE (doubling per failure in a row) and after a 429 without a retry-after. */
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 60_000;
/** Stock calls one channel's push has out at once. */
const BATCHES_AT_ONCE = 4;

export interface ChannelPushOutcome {
  /** The last ChannelStockPushed appended, to wait for the drift table to show it; null if none. */
  position: GlobalPosition | null;
  /** Try this channel again no sooner than this many ms from now (rate limit, unavailable); null: as soon as due. */
  retryInMs: number | null;
}

export interface ChannelPushDeps {
  store: EventStore;
  queue: KeyedQueue;
  channels: ChannelSyncGateway;
  now: () => Date;
}

type StockPushedEvent = Extract<SalesChannelEvent, { type: 'ChannelStockPushed' }>;

export const backoffAfter = (failuresInARow: number) => Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(0, failuresInARow - 1), MAX_BACKOFF_MS);

export async function pushChannelStock(
  deps: ChannelPushDeps,
  channelId: string,
  listings: readonly DueListing[],
  forced: ReadonlySet<string>,
  failuresInARow: number,
): Promise<ChannelPushOutcome> {
  const context = { correlationId: randomUUID(), userId: null, impersonatorId: null, locale: 'en-US' as const };
  return runInRequestContext(context, async () => {
    const channel = await deps.channels.load(channelId);
    if (!channel || channel.status !== 'ACTIVE') return { position: null, retryInMs: null };
    let position: GlobalPosition | null = null;
    const recorded = (at: GlobalPosition | null) => {
      if (at && comparePositions(at, position) > 0) position = at;
    };
    try {
      const { connector, session } = await deps.channels.connect(channel);
      const size = Math.max(1, connector.stockBatchSize);
      const batches = Array.from({ length: Math.ceil(listings.length / size) }, (_, i) => listings.slice(i * size, (i + 1) * size));
      const pushBatch = async (batch: readonly DueListing[]) => {
        const items = batch.map((l) => ({ sku: l.sku, quantity: l.quantity, expected: forced.has(l.productId) ? null : l.acknowledged }));
        let results: StockPushResult[];
        try {
          results = await connector.pushStock(session, items);
        } catch (err) {
          // The marketplace refused the whole call: every listing in it is rejected with its message.
          if (!(err instanceof MarketplaceError) || (err.code !== 'REJECTED' && err.code !== 'NOT_FOUND')) throw err;
          results = items.map((item) => ({ sku: item.sku, quantity: item.quantity, status: 'REJECTED', message: err.message }));
        }
        recorded(await record(deps, channelId, batch, results));
      };
      // The first batch alone (a token it refreshes serves the rest: Etsy and eBay rotate refresh tokens), then the
      // others a few at a time: marketplaces that take one SKU per call (Walmart, Amazon, Etsy) answer in parallel.
      if (batches.length > 0) await pushBatch(batches[0]);
      const rest = batches.slice(1);
      let failure: unknown = null;
      await Promise.all(
        Array.from({ length: Math.min(BATCHES_AT_ONCE, rest.length) }, async () => {
          for (let batch = rest.shift(); batch && failure === null; batch = rest.shift())
            await pushBatch(batch).catch((err: unknown) => {
              failure = err;
            });
        }),
      );
      if (failure !== null) throw failure;
      return { position, retryInMs: null };
    } catch (err) {
      if (!(err instanceof MarketplaceError)) throw err;
      if (err.code === 'RATE_LIMITED') return { position, retryInMs: err.details.retryAfterMs ?? backoffAfter(failuresInARow + 1) };
      if (err.code === 'UNAVAILABLE') return { position, retryInMs: backoffAfter(failuresInARow + 1) };
      // TOKEN_INVALID → invalid token, INVALID_CREDENTIALS → connection error: the channel stops taking pushes until the
      // seller updates the connection, which makes every listing on it due again.
      await deps.channels.recordMarketplaceError(channelId, err);
      return { position, retryInMs: null };
    }
  });
}

/** One ChannelStockPushed per listing the marketplace answered for, appended to the channel's stream in one write. */
async function record(
  deps: ChannelPushDeps,
  channelId: string,
  batch: readonly DueListing[],
  results: readonly StockPushResult[],
): Promise<GlobalPosition | null> {
  const bySku = new Map(batch.map((l) => [l.sku, l]));
  const at = deps.now().toISOString();
  const events: StockPushedEvent[] = results
    .filter((r) => bySku.has(r.sku))
    .map((r) => ({
      type: 'ChannelStockPushed',
      data: { sku: r.sku, productId: bySku.get(r.sku)!.productId, quantity: r.quantity, status: r.status, message: r.message, at },
    }));
  if (events.length === 0) return null;
  const stream = channelStream(channelId);
  const metadata = { ...metadataFor(), schemaVersion: 1 };
  // A record of what the marketplace answered, whatever the channel's state: no decision to take, so no expected version.
  const appended = await deps.queue.run(stream, () =>
    deps.store.append(
      stream,
      events.map((e) => ({ ...e, metadata })),
      'any',
    ),
  );
  return appended.position;
}
