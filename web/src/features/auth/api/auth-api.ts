import { useMutation, useQuery } from '@tanstack/react-query';
import { identityRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';

export const useLoginMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.login>) => apiRequest(routes.login, { body }) });
export const useRegisterMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.register>) => apiRequest(routes.register, { body }) });
export const useConfirmEmailMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.confirmEmail>) => apiRequest(routes.confirmEmail, { body }) });
export const useResendConfirmationMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.resendConfirmation>) => apiRequest(routes.resendConfirmation, { body }) });
export const useRequestPasswordResetMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.requestPasswordReset>) => apiRequest(routes.requestPasswordReset, { body }) });
export const useResetPasswordMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.resetPassword>) => apiRequest(routes.resetPassword, { body }) });
/** Whether a reset link may still set a password, asked before the form is shown (a check uses nothing up). */
export const useResetLinkQuery = (userId: string | null, token: string | null) =>
  useQuery({
    queryKey: ['reset-link', userId, token],
    queryFn: () => apiRequest(routes.checkResetLink, { body: { userId: userId!, token: token! } }),
    enabled: Boolean(userId && token),
    retry: false,
    staleTime: Infinity,
  });
