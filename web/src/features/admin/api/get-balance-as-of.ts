import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { userBillingKey } from './get-user-wallet';

export const getBalanceAsOf = (userId: string, asOf: string) => apiRequest(routes.balanceAsOf, { params: { userId }, query: { asOf } });

/** The balance at a past instant, replayed from the wallet's events; idle until an instant is picked. */
export const useBalanceAsOfQuery = (userId: string, asOf: string | null) =>
  useQuery({
    queryKey: [...userBillingKey(userId), 'balance-as-of', asOf],
    queryFn: () => getBalanceAsOf(userId, asOf!),
    enabled: asOf !== null,
  });
