// The chat commands staff sends: each waits until the chat's read shows it, then the chat and the lists refresh.
import type { CommandResult } from '@ledgerhouse/contracts';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { adminSupportKey } from './admin-support-key';
import { adminSupportChatKey, getAdminSupportChat } from './get-admin-support-chat';

export const useAdminSupportChatCommand = <T>(chatId: string, send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation({
    send,
    waitFor: (position) => getAdminSupportChat(chatId, position),
    store: (queryClient, fresh) => queryClient.setQueryData(adminSupportChatKey(chatId), fresh),
    invalidate: adminSupportKey,
  });
