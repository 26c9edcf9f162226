// The stock pusher's work list, read from the drift table: listings of active channels whose quantity for sale differs
// from the last one pushed (or whose re-push the seller asked for). Being the table, it survives a restart: a change the
// process did not push before it died is still due when it starts again.
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export interface DueListing {
  channelId: string;
  productId: string;
  sku: string;
  quantity: number;
  /** The last quantity the marketplace accepted (compare-and-set), null if unknown. */
  acknowledged: number | null;
}

/** How many listings one look at the table picks up at most (the rest is picked up by the next). */
const DUE_LIMIT = 10_000;

export async function dueListings(
  db: Kysely<ReadModelDatabase>,
  skipChannels: readonly string[],
  forced: readonly { channelId: string; productId: string }[],
): Promise<DueListing[]> {
  const rows = await db
    .selectFrom('channel_listing_sync')
    .select(['channel_id', 'product_id', 'sku', 'our_quantity', 'acknowledged_quantity'])
    .where('channel_active', '=', true)
    .where('our_quantity', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('pushed_quantity', 'is distinct from', eb.ref('our_quantity')),
        ...forced.map((f) => eb.and([eb('channel_id', '=', f.channelId), eb('product_id', '=', f.productId)])),
      ]),
    )
    .$if(skipChannels.length > 0, (q) => q.where('channel_id', 'not in', skipChannels))
    .orderBy('our_changed_at')
    .limit(DUE_LIMIT)
    .execute();
  return rows.map((r) => ({
    channelId: r.channel_id,
    productId: r.product_id,
    sku: r.sku,
    quantity: r.our_quantity!,
    acknowledged: r.acknowledged_quantity,
  }));
}
