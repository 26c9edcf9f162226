import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useSupportChatCommand } from './support-chat-command';

export const useEndSupportChatMutation = (chatId: string) =>
  useSupportChatCommand(chatId, (_: void) => apiRequest(routes.end, { params: { chatId } }));
