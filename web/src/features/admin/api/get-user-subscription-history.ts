import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { userBillingKey } from './get-user-wallet';

export const getUserSubscriptionHistory = (userId: string, page: number, pageSize: number) =>
  apiRequest(routes.subscriptionHistory, { params: { userId }, query: { page, pageSize } });

export const useUserSubscriptionHistoryQuery = (userId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...userBillingKey(userId), 'subscription-history', page, pageSize],
    queryFn: () => getUserSubscriptionHistory(userId, page, pageSize),
    placeholderData: keepPreviousData,
  });
