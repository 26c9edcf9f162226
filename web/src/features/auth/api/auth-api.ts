import { useMutation } from '@tanstack/react-query';
import { identityRoutes as routes, type LoginBody, type RegisterBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const useLoginMutation = () => useMutation({ mutationFn: (body: LoginBody) => apiRequest(routes.login, { body }) });
export const useRegisterMutation = () => useMutation({ mutationFn: (body: RegisterBody) => apiRequest(routes.register, { body }) });
export const useConfirmEmailMutation = () =>
  useMutation({ mutationFn: (body: { userId: string; token: string }) => apiRequest(routes.confirmEmail, { body }) });
export const useRequestPasswordResetMutation = () => useMutation({ mutationFn: (body: { email: string }) => apiRequest(routes.requestPasswordReset, { body }) });
export const useResetPasswordMutation = () =>
  useMutation({ mutationFn: (body: { userId: string; token: string; password: string }) => apiRequest(routes.resetPassword, { body }) });
