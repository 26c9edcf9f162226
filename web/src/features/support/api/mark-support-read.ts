import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { getSupportUnread, supportUnreadKey } from './get-support-unread';
import { supportKey } from './support-key';

/** The seller has seen a chat up to a message: the menus' badges and the list's counts are read again. */
export const useMarkSupportReadMutation = (chatId: string) =>
  useCommandMutation({
    send: (upToMessageId: string) => apiRequest(routes.read, { params: { chatId }, body: { upToMessageId } }),
    waitFor: (position) => getSupportUnread(position),
    store: (queryClient, fresh) => queryClient.setQueryData(supportUnreadKey, fresh),
    invalidate: supportKey,
  });
