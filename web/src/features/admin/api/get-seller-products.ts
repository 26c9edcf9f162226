import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminProductRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** One seller's products with stock (the admin user's products tab). */
export const useSellerProductsQuery = (sellerId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin-seller-products', sellerId, page, pageSize],
    queryFn: () => apiRequest(routes.list, { query: { sellerId, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
