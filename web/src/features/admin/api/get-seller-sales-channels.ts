import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { salesChannelRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** One seller's sales channels (the admin user's sales-channels tab). */
export const useSellerSalesChannelsQuery = (userId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin-seller-sales-channels', userId, page, pageSize],
    queryFn: () => apiRequest(routes.adminList, { params: { userId }, query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
