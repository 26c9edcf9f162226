import { useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';
import { supportKey } from './support-key';

export const supportChatKey = (chatId: string) => [...supportKey, 'chat', chatId] as const;

export const getSupportChat = (chatId: string, minPosition?: string) =>
  apiRequest(routes.get, { params: { chatId }, headers: minPositionHeaders(minPosition) });

/** One of the seller's chats with every message. */
export const useSupportChatQuery = (chatId: string) =>
  useQuery({ queryKey: supportChatKey(chatId), queryFn: () => getSupportChat(chatId) });
