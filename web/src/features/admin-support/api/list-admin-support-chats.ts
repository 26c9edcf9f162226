import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type QueryIn } from '../../../shared/api/api-client';
import { adminSupportKey } from './admin-support-key';

export type AdminSupportChatFilters = QueryIn<typeof routes.adminList> & { page: number; pageSize: number };

export const listAdminSupportChats = (filters: AdminSupportChatFilters) => apiRequest(routes.adminList, { query: { ...filters } });

/** One tab's chats (user-initiated or system-initiated), latest activity first. */
export const useAdminSupportChatsQuery = (filters: AdminSupportChatFilters) =>
  useQuery({
    queryKey: [...adminSupportKey, 'list', filters],
    queryFn: () => listAdminSupportChats(filters),
    placeholderData: keepPreviousData,
  });
