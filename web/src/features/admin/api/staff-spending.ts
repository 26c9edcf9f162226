import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { userBillingCommand } from './get-user-wallet';

type StaffSpendingInput = BodyIn<typeof routes.staffSpending>;

export const staffSpending = (userId: string, body: StaffSpendingInput) => apiRequest(routes.staffSpending, { params: { userId }, body });

/** Charge the wallet as staff; the answer says whether it was accepted or refused for an insufficient balance. */
export const useStaffSpendingMutation = (userId: string) =>
  useCommandMutation(userBillingCommand(userId, (body: StaffSpendingInput) => staffSpending(userId, body)));
