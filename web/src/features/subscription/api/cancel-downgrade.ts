import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshSubscription } from './get-subscription';

export const cancelDowngrade = () => apiRequest(routes.cancelDowngrade);

/** Keep the current plan after a scheduled downgrade. */
export function useCancelDowngradeMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelDowngrade, onSuccess: ({ position }) => refreshSubscription(queryClient, position) });
}
