// Unread support messages and the chats holding them: the seller's (for the menu), or staff's per tab.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';

export interface UnreadCount {
  chats: number;
  messages: number;
}
export interface AdminUnreadCount {
  userInitiated: UnreadCount;
  systemInitiated: UnreadCount;
}

const counted = (row: { chats: string | number; messages: string | number } | undefined): UnreadCount => ({
  chats: Number(row?.chats ?? 0),
  messages: Number(row?.messages ?? 0),
});

export class CountSellerUnreadSupport extends Query<UnreadCount> {
  constructor(readonly sellerId: string) {
    super();
  }
}

@QueryHandler(CountSellerUnreadSupport)
export class CountSellerUnreadSupportHandler implements IQueryHandler<CountSellerUnreadSupport, UnreadCount> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ sellerId }: CountSellerUnreadSupport): Promise<UnreadCount> {
    const row = await this.db
      .selectFrom('support_chats')
      .select([sql<string>`count(*)`.as('chats'), sql<string>`coalesce(sum(unread_by_user), 0)`.as('messages')])
      .where('seller_id', '=', sellerId)
      .where('unread_by_user', '>', 0)
      .executeTakeFirst();
    return counted(row);
  }
}

export class CountStaffUnreadSupport extends Query<AdminUnreadCount> {}

@QueryHandler(CountStaffUnreadSupport)
export class CountStaffUnreadSupportHandler implements IQueryHandler<CountStaffUnreadSupport, AdminUnreadCount> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute(): Promise<AdminUnreadCount> {
    const rows = await this.db
      .selectFrom('support_chats')
      .select([
        sql<boolean>`initiator = 'USER'`.as('user_initiated'),
        sql<string>`count(*)`.as('chats'),
        sql<string>`sum(unread_by_support)`.as('messages'),
      ])
      .where('unread_by_support', '>', 0)
      .groupBy(sql`initiator = 'USER'`)
      .execute();
    return {
      userInitiated: counted(rows.find((r) => r.user_initiated)),
      systemInitiated: counted(rows.find((r) => !r.user_initiated)),
    };
  }
}
