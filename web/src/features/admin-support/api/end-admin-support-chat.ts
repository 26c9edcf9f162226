import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useAdminSupportChatCommand } from './admin-support-command';

export const useEndAdminSupportChatMutation = (chatId: string) =>
  useAdminSupportChatCommand(chatId, (_: void) => apiRequest(routes.adminEnd, { params: { chatId } }));
