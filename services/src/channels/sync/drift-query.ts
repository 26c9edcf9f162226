// The drift view: per listing on one of the seller's channels, our quantity for sale against the last quantity the
// marketplace acknowledged. IN_SYNC: they agree. PENDING: a push is on its way (just changed) or the marketplace took
// it for later processing. REJECTED: the last push was refused (the marketplace's message). DRIFT: they still differ
// (the channel is not active, or it was not pushed in time). NEVER_PUSHED: nothing was pushed yet.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import { ErrorCode, type ListingDriftView, type Page } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

/** A difference younger than this is a push on its way (PENDING); older, it is DRIFT. */
export const DRIFT_AFTER_SECONDS = 60;

export class GetChannelDrift extends Query<Page<ListingDriftView>> {
  constructor(
    readonly sellerId: string,
    readonly channelId: string,
    readonly filter: { onlyDrift?: boolean; productId?: string; page: number; pageSize: number },
  ) {
    super();
  }
}

const status = sql<ListingDriftView['status']>`case
  when pushed_status is null then 'NEVER_PUSHED'
  when our_quantity = acknowledged_quantity then 'IN_SYNC'
  when pushed_status = 'REJECTED' then 'REJECTED'
  when pushed_status = 'PENDING' and pushed_quantity = our_quantity then 'PENDING'
  when channel_active and our_changed_at > now() - make_interval(secs => ${DRIFT_AFTER_SECONDS}) then 'PENDING'
  else 'DRIFT' end`;

/** The seller's own live channel, or NOT_FOUND (another seller's and deleted channels alike). */
export async function requireOwnChannel(db: Kysely<ReadModelDatabase>, sellerId: string, channelId: string): Promise<void> {
  const own = await db
    .selectFrom('channel_listing_sync_channels')
    .select('channel_id')
    .where('channel_id', '=', channelId)
    .where('seller_id', '=', sellerId)
    .executeTakeFirst();
  if (!own) throw new DomainError(ErrorCode.NOT_FOUND);
}

@QueryHandler(GetChannelDrift)
export class GetChannelDriftHandler implements IQueryHandler<GetChannelDrift, Page<ListingDriftView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, channelId, filter }: GetChannelDrift): Promise<Page<ListingDriftView>> {
    await requireOwnChannel(this.db, sellerId, channelId);
    const filtered = this.db
      .selectFrom('channel_listing_sync')
      .where('channel_id', '=', channelId)
      .where('seller_id', '=', sellerId)
      .where('our_quantity', 'is not', null)
      .$if(filter.productId !== undefined, (q) => q.where('product_id', '=', filter.productId!))
      .$if(filter.onlyDrift === true, (q) => q.where(status, '<>', 'IN_SYNC'));
    const { items, total } = await paginate(
      filtered,
      (q) =>
        q
          .select(['product_id', 'sku', 'title', 'our_quantity', 'acknowledged_quantity', 'acknowledged_at', 'pushed_message'])
          .select(status.as('status'))
          .orderBy('sku')
          .orderBy('product_id'),
      filter,
    );
    return {
      items: items.map((r) => ({
        productId: r.product_id,
        sku: r.sku,
        title: r.title,
        ourQuantity: r.our_quantity!,
        acknowledgedQuantity: r.acknowledged_quantity,
        acknowledgedAt: r.acknowledged_at && new Date(r.acknowledged_at).toISOString(),
        status: r.status,
        message: r.status === 'IN_SYNC' ? null : r.pushed_message,
      })),
      total,
      page: filter.page,
      pageSize: filter.pageSize,
    };
  }
}
