import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminSupportChatViewsController } from './http/admin-support-chat-views.controller';
import { SupportChatViewsController } from './http/support-chat-views.controller';
import { CountSellerUnreadSupportHandler, CountStaffUnreadSupportHandler } from './queries/count-unread-support';
import { GetSupportChatHandler } from './queries/get-support-chat';
import { ListAdminSupportChatsHandler } from './queries/list-admin-support-chats';
import { ListSupportChatsHandler } from './queries/list-support-chats';

const controllers = [SupportChatViewsController, AdminSupportChatViewsController];
const queryHandlers = [
  ListSupportChatsHandler,
  ListAdminSupportChatsHandler,
  GetSupportChatHandler,
  CountSellerUnreadSupportHandler,
  CountStaffUnreadSupportHandler,
];

/** Support chats, read side: lists, archive, one chat with its messages, unread counts (seller and staff). */
@Module({ imports: [CqrsModule], controllers, providers: [...queryHandlers] })
export class SupportViewsModule {}
