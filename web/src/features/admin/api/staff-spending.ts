import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBillingRoutes as routes, type SpendingPurpose } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshUserBilling } from './get-user-wallet';

export interface StaffSpendingInput {
  amountCents: number;
  purpose: SpendingPurpose;
  notes: string;
  documentId?: string;
}

export const staffSpending = (userId: string, body: StaffSpendingInput) => apiRequest(routes.staffSpending, { params: { userId }, body });

/** Charge the wallet as staff; the answer says whether it was accepted or refused for an insufficient balance. */
export function useStaffSpendingMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: StaffSpendingInput) => staffSpending(userId, body), onSuccess: ({ position }) => refreshUserBilling(queryClient, userId, position) });
}
