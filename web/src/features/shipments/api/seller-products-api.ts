import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** The seller's own products for the wizard's first step (the server scopes the list to the signed-in seller). */
export const useSellerProductsQuery = (search: string, page: number) =>
  useQuery({
    queryKey: ['products', 'list', 'inbound-picker', search, page],
    queryFn: () => apiRequest(productRoutes.list, { query: { page, pageSize: 10, search: search || undefined, sort: 'title' } }),
    placeholderData: keepPreviousData,
  });
