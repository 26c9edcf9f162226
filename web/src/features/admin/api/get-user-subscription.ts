import { useQuery } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { userBillingKey } from './get-user-wallet';

export const getUserSubscription = (userId: string) => apiRequest(routes.subscription, { params: { userId } });

export const useUserSubscriptionQuery = (userId: string) =>
  useQuery({ queryKey: [...userBillingKey(userId), 'subscription'], queryFn: () => getUserSubscription(userId) });
