import { useQuery } from '@tanstack/react-query';
import { supportRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { adminSupportKey } from './admin-support-key';

export const adminSupportUnreadKey = [...adminSupportKey, 'unread'] as const;

/** Unread seller messages per tab, for the tabs and the admin menu. */
export const useAdminSupportUnreadQuery = () =>
  useQuery({ queryKey: adminSupportUnreadKey, queryFn: () => apiRequest(routes.adminUnread) });
