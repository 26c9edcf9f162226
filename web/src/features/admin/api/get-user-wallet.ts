import { useQuery, type QueryClient } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** Everything about one seller's billing lives under this key. */
export const userBillingKey = (userId: string) => ['admin-billing', userId] as const;

export const getUserWallet = (userId: string, minPosition?: string) =>
  apiRequest(routes.wallet, { params: { userId }, headers: minPosition ? { 'X-Min-Position': minPosition } : undefined });

export const useUserWalletQuery = (userId: string) => useQuery({ queryKey: [...userBillingKey(userId), 'wallet'], queryFn: () => getUserWallet(userId) });

/** Read-your-writes after a staff command: wait for the projection, then read the seller's billing again. */
export async function refreshUserBilling(queryClient: QueryClient, userId: string, position: string | undefined): Promise<void> {
  if (position) {
    const fresh = await getUserWallet(userId, position).catch(() => undefined);
    if (fresh) queryClient.setQueryData([...userBillingKey(userId), 'wallet'], fresh);
  }
  await queryClient.invalidateQueries({ queryKey: userBillingKey(userId) });
}
