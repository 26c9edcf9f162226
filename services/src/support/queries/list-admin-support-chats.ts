// Every seller's chats for staff, one tab each: user-initiated (initiator USER) or system-initiated (SYSTEM or STAFF);
// by status, seller, awaiting a reply, or part of the seller's email or name; latest activity first.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { AdminSupportChatSummary, Page, QueryOf, supportRoutes } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { paginate } from '../../persistence/paginate';
import { READ_DB } from '../../persistence/tokens';
import { summariesOf } from './support-chat-rows';

export type AdminSupportChatFilter = QueryOf<typeof supportRoutes.adminList>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export class ListAdminSupportChats extends Query<Page<AdminSupportChatSummary>> {
  constructor(readonly filter: AdminSupportChatFilter) {
    super();
  }
}

@QueryHandler(ListAdminSupportChats)
export class ListAdminSupportChatsHandler implements IQueryHandler<ListAdminSupportChats, Page<AdminSupportChatSummary>> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ filter }: ListAdminSupportChats): Promise<Page<AdminSupportChatSummary>> {
    let query = this.db
      .selectFrom('support_chats as c')
      .leftJoin('users as u', 'u.id', 'c.seller_id')
      .where('c.initiator', filter.kind === 'user-initiated' ? '=' : '<>', 'USER');
    if (filter.status) query = query.where('c.status', '=', filter.status);
    if (filter.sellerId) query = query.where('c.seller_id', '=', filter.sellerId);
    if (filter.awaitingReply !== undefined) query = query.where('c.awaiting_reply', '=', filter.awaitingReply);
    if (filter.search) {
      const like = `%${escapeLike(filter.search)}%`;
      query = query.where((eb) => eb.or([eb('u.email', 'ilike', like), eb('u.full_name', 'ilike', like)]));
    }
    const page = await paginate(
      query,
      (q) =>
        q
          .selectAll('c')
          .select(['u.email as seller_email', 'u.full_name as seller_name'])
          .orderBy('c.last_message_at', 'desc')
          .orderBy('c.id'),
      filter,
    );
    const summaries = await summariesOf(this.db, page.items, 'SUPPORT');
    const items = page.items.map((row, i) => ({
      ...summaries[i],
      sellerEmail: row.seller_email,
      sellerName: row.seller_name,
      awaitingReply: row.awaiting_reply,
    }));
    return { ...page, items };
  }
}
