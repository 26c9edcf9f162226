import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { adminSupportKey } from './admin-support-key';

/** Sellers whose name or email holds `search`, to pick whom staff writes to. */
export const useSellerSearchQuery = (search: string) =>
  useQuery({
    queryKey: [...adminSupportKey, 'sellers', search],
    queryFn: () => apiRequest(adminUserRoutes.list, { query: { page: 1, pageSize: 20, type: 'SELLER', search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
