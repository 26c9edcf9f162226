import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminBillingRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { refreshUserBilling } from './get-user-wallet';

export interface StaffTopUpInput {
  amountCents: number;
  comment: string;
}

export const staffTopUp = (userId: string, body: StaffTopUpInput) => apiRequest(routes.staffTopUp, { params: { userId }, body });

/** Add funds as staff (BY_STAFF). */
export function useStaffTopUpMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: StaffTopUpInput) => staffTopUp(userId, body), onSuccess: ({ position }) => refreshUserBilling(queryClient, userId, position) });
}
