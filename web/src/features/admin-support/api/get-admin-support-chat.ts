import { useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';
import { adminSupportKey } from './admin-support-key';

export const adminSupportChatKey = (chatId: string) => [...adminSupportKey, 'chat', chatId] as const;

export const getAdminSupportChat = (chatId: string, minPosition?: string) =>
  apiRequest(routes.adminGet, { params: { chatId }, headers: minPositionHeaders(minPosition) });

/** One chat with every message, as staff sees it. */
export const useAdminSupportChatQuery = (chatId: string) =>
  useQuery({ queryKey: adminSupportChatKey(chatId), queryFn: () => getAdminSupportChat(chatId) });
