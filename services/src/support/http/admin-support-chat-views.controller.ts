import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { supportRoutes as routes, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { AdminOnly } from '../../http/auth/access.decorators';
import { ContractRoute, ValidParams, ValidQuery } from '../../http/contract-route';
import { ReadsFrom } from '../../http/min-position.interceptor';
import { CountStaffUnreadSupport } from '../queries/count-unread-support';
import { GetSupportChat } from '../queries/get-support-chat';
import { ListAdminSupportChats } from '../queries/list-admin-support-chats';

/** Staff's support tabs (user-initiated, system-initiated): every seller's chats, one chat, unread per tab. */
@AdminOnly()
@Controller()
export class AdminSupportChatViewsController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.adminList)
  @ReadsFrom('support_chats')
  list(@ValidQuery(routes.adminList) query: QueryOf<typeof routes.adminList>) {
    return this.queries.execute(new ListAdminSupportChats(query));
  }

  @ContractRoute(routes.adminGet)
  @ReadsFrom('support_chats')
  get(@ValidParams(routes.adminGet) { chatId }: ParamsOf<typeof routes.adminGet>) {
    return this.queries.execute(new GetSupportChat(null, chatId));
  }

  @ContractRoute(routes.adminUnread)
  @ReadsFrom('support_chats')
  unread() {
    return this.queries.execute(new CountStaffUnreadSupport());
  }
}
