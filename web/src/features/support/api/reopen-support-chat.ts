import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useSupportChatCommand } from './support-chat-command';

/** Reopen an ended or archived chat. */
export const useReopenSupportChatMutation = (chatId: string) =>
  useSupportChatCommand(chatId, (_: void) => apiRequest(routes.reopen, { params: { chatId } }));
