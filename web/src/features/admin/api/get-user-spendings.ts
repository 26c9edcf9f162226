import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { userBillingKey } from './get-user-wallet';

export const getUserSpendings = (userId: string, page: number, pageSize: number) =>
  apiRequest(routes.spendings, { params: { userId }, query: { page, pageSize } });

export const useUserSpendingsQuery = (userId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...userBillingKey(userId), 'spendings', page, pageSize],
    queryFn: () => getUserSpendings(userId, page, pageSize),
    placeholderData: keepPreviousData,
  });
