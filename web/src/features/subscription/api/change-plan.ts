import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionRoutes as routes, type ChangePlanBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshSubscription } from './get-subscription';

export const changePlan = (body: ChangePlanBody) => apiRequest(routes.change, { body });

/** Upgrade (charged now from the wallet) or downgrade (at the end of the paid period). */
export function useChangePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async ({ position }) => {
      await refreshSubscription(queryClient, position);
      // The wallet paid for an upgrade: the payments screens' balance and spendings (their key root) are stale.
      await queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
