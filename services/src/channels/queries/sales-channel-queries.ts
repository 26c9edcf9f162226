// The sales channels list and one channel, from the read model: a seller's own (others' are absent), or any seller's
// for staff and managers (admin user detail). Deleted channels are in no answer.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type Page, type SalesChannelMarketplace, type SalesChannelStatus, type SalesChannelView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase, SalesChannelRow } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';

export const salesChannelViewOf = (r: SalesChannelRow): SalesChannelView => ({
  id: r.id,
  marketplace: r.marketplace as SalesChannelMarketplace,
  name: r.name,
  accountName: r.account_name,
  country: r.country,
  status: r.status as SalesChannelStatus,
  sandbox: r.sandbox,
  connectedAt: new Date(r.connected_at).toISOString(),
  lastImportAt: r.last_import_at ? new Date(r.last_import_at).toISOString() : null,
  lastFailure:
    r.last_failure_code && r.last_failure_at
      ? { code: r.last_failure_code, message: r.last_failure_message ?? '', at: new Date(r.last_failure_at).toISOString() }
      : null,
});

export class ListSalesChannels extends Query<Page<SalesChannelView>> {
  constructor(
    readonly sellerId: string,
    readonly filter: { status?: SalesChannelStatus; marketplace?: SalesChannelMarketplace; page: number; pageSize: number },
  ) {
    super();
  }
}

@QueryHandler(ListSalesChannels)
export class ListSalesChannelsHandler implements IQueryHandler<ListSalesChannels, Page<SalesChannelView>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: ListSalesChannels): Promise<Page<SalesChannelView>> {
    let scoped = this.db.selectFrom('sales_channels').where('seller_id', '=', sellerId).where('deleted', '=', false);
    if (filter.status) scoped = scoped.where('status', '=', filter.status);
    if (filter.marketplace) scoped = scoped.where('marketplace', '=', filter.marketplace);
    const page = await paginate(scoped, (q) => q.selectAll().orderBy('connected_at', 'desc').orderBy('id'), filter);
    return { ...page, items: page.items.map(salesChannelViewOf), page: filter.page, pageSize: filter.pageSize };
  }
}

export class GetSalesChannel extends Query<SalesChannelView> {
  constructor(
    readonly sellerId: string,
    readonly channelId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSalesChannel)
export class GetSalesChannelHandler implements IQueryHandler<GetSalesChannel, SalesChannelView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, channelId }: GetSalesChannel): Promise<SalesChannelView> {
    const row = await this.db
      .selectFrom('sales_channels')
      .selectAll()
      .where('id', '=', channelId)
      .where('seller_id', '=', sellerId)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!row) throw new DomainError(ErrorCode.NOT_FOUND);
    return salesChannelViewOf(row);
  }
}

/** Whether the seller has a channel (not deleted) on the marketplace's sandbox store: only they may place its orders. */
export class HoldsSandboxStore extends Query<boolean> {
  constructor(
    readonly sellerId: string,
    readonly marketplace: string,
  ) {
    super();
  }
}

@QueryHandler(HoldsSandboxStore)
export class HoldsSandboxStoreHandler implements IQueryHandler<HoldsSandboxStore, boolean> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, marketplace }: HoldsSandboxStore): Promise<boolean> {
    const row = await this.db
      .selectFrom('sales_channels')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('marketplace', '=', marketplace)
      .where('sandbox', '=', true)
      .where('deleted', '=', false)
      .executeTakeFirst();
    return row !== undefined;
  }
}
