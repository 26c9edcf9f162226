import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { userBillingKey } from './get-user-wallet';

export const getUserTopUps = (userId: string, page: number, pageSize: number) =>
  apiRequest(routes.topUps, { params: { userId }, query: { page, pageSize } });

export const useUserTopUpsQuery = (userId: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...userBillingKey(userId), 'top-ups', page, pageSize],
    queryFn: () => getUserTopUps(userId, page, pageSize),
    placeholderData: keepPreviousData,
  });
