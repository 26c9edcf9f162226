// One chat with every message in order and the other side's read marker. A seller reading another seller's chat (or
// one that does not exist) gets SUPPORT_CHAT_NOT_FOUND; staff (sellerId null) read any.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type AdminSupportChatView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { READ_DB } from '../../persistence/tokens';
import { authorNamesOf, messageViewOf, summaryOf } from './support-chat-views';

export class GetSupportChat extends Query<AdminSupportChatView> {
  /** `sellerId` null: staff. */
  constructor(
    readonly sellerId: string | null,
    readonly chatId: string,
  ) {
    super();
  }
}

@QueryHandler(GetSupportChat)
export class GetSupportChatHandler implements IQueryHandler<GetSupportChat, AdminSupportChatView> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId, chatId }: GetSupportChat): Promise<AdminSupportChatView> {
    let query = this.db
      .selectFrom('support_chats as c')
      .leftJoin('users as u', 'u.id', 'c.seller_id')
      .selectAll('c')
      .select(['u.email as seller_email', 'u.full_name as seller_name'])
      .where('c.id', '=', chatId);
    if (sellerId) query = query.where('c.seller_id', '=', sellerId);
    const chat = await query.executeTakeFirst();
    if (!chat) throw new DomainError(ErrorCode.SUPPORT_CHAT_NOT_FOUND);
    const rows = await this.db.selectFrom('support_messages').selectAll().where('chat_id', '=', chatId).orderBy('seq').execute();
    const viewer = sellerId ? 'USER' : 'SUPPORT';
    const names = await authorNamesOf(
      this.db,
      rows.flatMap((m) => [m.author_id, m.acted_by_id]),
    );
    const messages = rows.map((m) => messageViewOf(m, viewer, names));
    return {
      ...summaryOf(chat, rows.at(-1) ?? null, viewer, names),
      messages,
      otherSideReadUpTo: viewer === 'USER' ? chat.support_read_up_to : chat.user_read_up_to,
      sellerEmail: chat.seller_email,
      sellerName: chat.seller_name,
    };
  }
}
