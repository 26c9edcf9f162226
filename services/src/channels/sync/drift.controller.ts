// The drift view of one of the seller's channels and its re-push button (sales channels stay open to blocked users).
import { Controller, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, salesChannelRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { READ_DB } from '../../persistence/tokens';
import { GetChannelDrift, requireOwnChannel } from './drift-query';
import { StockPusher } from './stock-pusher';

@BlockedAllowed()
@Controller()
export class DriftController {
  constructor(
    private readonly queries: QueryBus,
    private readonly pusher: StockPusher,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @ContractRoute(routes.drift)
  drift(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.drift) { channelId }: ParamsOf<typeof routes.drift>,
    @ValidQuery(routes.drift) query: QueryOf<typeof routes.drift>,
  ) {
    return this.queries.execute(new GetChannelDrift(sellerId, channelId, query));
  }

  /** Queued: the listing goes out on the pusher's next look (false while the channel is not active: it waits for that). */
  @ContractRoute(routes.repush)
  async repush(@CurrentUserId() sellerId: string, @ValidParams(routes.repush) { channelId, productId }: ParamsOf<typeof routes.repush>) {
    await requireOwnChannel(this.db, sellerId, channelId);
    const listing = await this.db
      .selectFrom('channel_listing_sync')
      .select('channel_active')
      .where('channel_id', '=', channelId)
      .where('product_id', '=', productId)
      .where('our_quantity', 'is not', null)
      .executeTakeFirst();
    if (!listing) throw new DomainError(ErrorCode.NOT_FOUND);
    this.pusher.repush(channelId, productId);
    return { queued: listing.channel_active };
  }
}
