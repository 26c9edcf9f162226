import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** Sellers whose name or email holds `search`, to pick whom staff writes to (outside 'admin-support': chat news does not change it). */
export const useSellerSearchQuery = (search: string) =>
  useQuery({
    queryKey: ['admin-support-sellers', search],
    queryFn: () => apiRequest(adminUserRoutes.list, { query: { page: 1, pageSize: 20, type: 'SELLER', search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
