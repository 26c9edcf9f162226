import { useQuery, type QueryClient } from '@tanstack/react-query';
import { subscriptionRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const subscriptionKey = ['subscription'] as const;

export const getSubscription = (minPosition?: string) =>
  apiRequest(routes.get, { headers: minPosition ? { 'X-Min-Position': minPosition } : undefined });

export const useSubscriptionQuery = () => useQuery({ queryKey: [...subscriptionKey, 'current'], queryFn: () => getSubscription() });

/** Read-your-writes: read the subscription once the projection shows the command, then refresh everything under the key. */
export async function refreshSubscription(queryClient: QueryClient, position: string | undefined): Promise<void> {
  if (position) {
    const fresh = await getSubscription(position).catch(() => undefined);
    if (fresh) queryClient.setQueryData([...subscriptionKey, 'current'], fresh);
  }
  await queryClient.invalidateQueries({ queryKey: subscriptionKey });
}
