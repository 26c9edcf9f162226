import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { subscriptionRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { subscriptionKey } from './get-subscription';

export const getSubscriptionHistory = (page: number, pageSize: number) => apiRequest(routes.history, { query: { page, pageSize } });

export const useSubscriptionHistoryQuery = (page: number, pageSize: number) =>
  useQuery({
    queryKey: [...subscriptionKey, 'history', page, pageSize],
    queryFn: () => getSubscriptionHistory(page, pageSize),
    placeholderData: keepPreviousData,
  });
