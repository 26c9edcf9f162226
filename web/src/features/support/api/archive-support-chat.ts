import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useSupportChatCommand } from './support-chat-command';

/** Move an ended chat to the archive. */
export const useArchiveSupportChatMutation = (chatId: string) =>
  useSupportChatCommand(chatId, (_: void) => apiRequest(routes.archive, { params: { chatId } }));
