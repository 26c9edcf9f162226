import { useQuery } from '@tanstack/react-query';
import { subscriptionRoutes as routes, type CommandResult } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders, type CommandMutation } from '../../../shared/api/use-command-mutation';

export const subscriptionKey = ['subscription'] as const;

export const getSubscription = (minPosition?: string) => apiRequest(routes.get, { headers: minPositionHeaders(minPosition) });

export const useSubscriptionQuery = () => useQuery({ queryKey: [...subscriptionKey, 'current'], queryFn: () => getSubscription() });

/** Read-your-writes: read the subscription once the projection shows the command, then refresh everything under the key. */
export const subscriptionCommand = <T, R extends CommandResult>(
  send: (input: T) => Promise<R>,
): CommandMutation<T, Awaited<ReturnType<typeof getSubscription>>, R> => ({
  send,
  waitFor: (position) => getSubscription(position),
  store: (queryClient, fresh) => queryClient.setQueryData([...subscriptionKey, 'current'], fresh),
  invalidate: subscriptionKey,
});
