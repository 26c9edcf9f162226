// The seller's chats, latest activity first: the current ones (OPEN, ENDED, REOPENED) or the archive.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Page, SupportChatSummary } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate, type PageRequest } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { summariesOf } from './support-chat-rows';

export class ListSupportChats extends Query<Page<SupportChatSummary>> {
  constructor(
    readonly sellerId: string,
    readonly filter: PageRequest & { archived: boolean },
  ) {
    super();
  }
}

@QueryHandler(ListSupportChats)
export class ListSupportChatsHandler implements IQueryHandler<ListSupportChats, Page<SupportChatSummary>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, filter }: ListSupportChats): Promise<Page<SupportChatSummary>> {
    const query = this.db
      .selectFrom('support_chats as c')
      .where('c.seller_id', '=', sellerId)
      .where('c.status', filter.archived ? '=' : '<>', 'ARCHIVED');
    const page = await paginate(query, (q) => q.selectAll('c').orderBy('c.last_message_at', 'desc').orderBy('c.id'), filter);
    return { ...page, items: await summariesOf(this.db, page.items, 'USER') };
  }
}
