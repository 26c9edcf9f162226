import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  supportRoutes as routes,
  type AdminSupportChatView,
  type ParamsOf,
  type QueryOf,
  type SupportChatView,
} from '@ledgerhouse/contracts';
import { BlockedAllowed } from '../../http/auth/access.decorators';
import { CurrentUserId } from '../../http/auth/current-user';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { CountSellerUnreadSupport } from '../queries/count-unread-support';
import { GetSupportChat } from '../queries/get-support-chat';
import { ListSupportChats } from '../queries/list-support-chats';

/** The seller's view leaves out what only staff see (the seller's own email and name). */
const sellerView = ({ sellerEmail: _e, sellerName: _n, ...view }: AdminSupportChatView): SupportChatView => view;

/** The signed-in seller's support chats, archive and unread counts; blocked sellers may still use support (spec 6). */
@BlockedAllowed()
@Controller()
export class SupportChatViewsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.list)
  @ReadsFrom('support_chats')
  list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListSupportChats(sellerId, query));
  }

  @ContractRoute(routes.get)
  @ReadsFrom('support_chats')
  async get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { chatId }: ParamsOf<typeof routes.get>) {
    return sellerView(await this.queries.execute(new GetSupportChat(sellerId, chatId)));
  }

  @ContractRoute(routes.unread)
  @ReadsFrom('support_chats')
  unread(@CurrentUserId() sellerId: string) {
    return this.queries.execute(new CountSellerUnreadSupport(sellerId));
  }
}
