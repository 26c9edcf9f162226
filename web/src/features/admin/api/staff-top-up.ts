import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { userBillingCommand } from './get-user-wallet';

type StaffTopUpInput = BodyIn<typeof routes.staffTopUp>;

export const staffTopUp = (userId: string, body: StaffTopUpInput) => apiRequest(routes.staffTopUp, { params: { userId }, body });

/** Add funds as staff (BY_STAFF). */
export const useStaffTopUpMutation = (userId: string) =>
  useCommandMutation(userBillingCommand(userId, (body: StaffTopUpInput) => staffTopUp(userId, body)));
