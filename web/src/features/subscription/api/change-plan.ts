import { subscriptionRoutes as routes, type ChangePlanBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { subscriptionCommand } from './get-subscription';

export const changePlan = (body: ChangePlanBody) => apiRequest(routes.change, { body });

/** Upgrade (charged now from the wallet) or downgrade (at the end of the paid period). */
export const useChangePlanMutation = () =>
  useCommandMutation({
    ...subscriptionCommand(changePlan),
    // The wallet paid for an upgrade: the payments screens' balance and spendings (their key root) are stale.
    alsoInvalidate: ['payments'],
  });
