import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useAdminSupportChatCommand } from './admin-support-command';

export type AdminSupportMessageInput = BodyIn<typeof routes.adminPost>;

/** Reply as support: text and up to 5 uploaded files. */
export const usePostAdminSupportMessageMutation = (chatId: string) =>
  useAdminSupportChatCommand(chatId, (body: AdminSupportMessageInput) => apiRequest(routes.adminPost, { params: { chatId }, body }));
