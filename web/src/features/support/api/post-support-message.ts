import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useSupportChatCommand } from './support-chat-command';

export type SupportMessageInput = BodyIn<typeof routes.post>;

/** Write in a chat: text and up to 5 uploaded files. */
export const usePostSupportMessageMutation = (chatId: string) =>
  useSupportChatCommand(chatId, (body: SupportMessageInput) => apiRequest(routes.post, { params: { chatId }, body }));
