import { subscriptionRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { subscriptionCommand } from './get-subscription';

export const cancelDowngrade = () => apiRequest(routes.cancelDowngrade);

/** Keep the current plan after a scheduled downgrade. */
export const useCancelDowngradeMutation = () =>
  useCommandMutation(subscriptionCommand<void, Awaited<ReturnType<typeof cancelDowngrade>>>(cancelDowngrade));
