import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { supportKey } from './support-key';

export interface SupportChatFilters {
  archived: boolean;
  page: number;
  pageSize: number;
}

export const listSupportChats = ({ archived, page, pageSize }: SupportChatFilters) =>
  apiRequest(routes.list, { query: { archived: archived ? 'true' : 'false', page, pageSize } });

/** The seller's chats or archive, latest activity first. */
export const useSupportChatsQuery = (filters: SupportChatFilters) =>
  useQuery({
    queryKey: [...supportKey, 'list', filters],
    queryFn: () => listSupportChats(filters),
    placeholderData: keepPreviousData,
  });
