// The chat commands a seller sends: each waits until the chat's read shows it, then the chat, the lists and the
// unread counts refresh.
import type { CommandResult } from '@ledgerhouse/contracts';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { getSupportChat, supportChatKey } from './get-support-chat';
import { supportKey } from './support-key';

export const useSupportChatCommand = <T>(chatId: string, send: (input: T) => Promise<CommandResult>) =>
  useCommandMutation({
    send,
    waitFor: (position) => getSupportChat(chatId, position),
    store: (queryClient, fresh) => queryClient.setQueryData(supportChatKey(chatId), fresh),
    invalidate: supportKey,
  });
