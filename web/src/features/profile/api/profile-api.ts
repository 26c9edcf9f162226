import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityRoutes as routes, type NOTIFICATION_CATEGORIES } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const meKey = ['me'] as const;

export const meQuery = (minPosition?: string) =>
  queryOptions({ queryKey: meKey, queryFn: () => apiRequest(routes.me, { headers: minPosition ? { 'X-Min-Position': minPosition } : undefined }) });

export const useMeQuery = () => useQuery(meQuery());

/** After a profile command the user is read again, waiting for the projection to show the change. */
function useProfileCommand<T>(send: (body: T) => Promise<{ position: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async ({ position }) => {
      queryClient.setQueryData(meKey, await queryClient.fetchQuery({ ...meQuery(position), staleTime: 0 }));
    },
  });
}

export const useUpdateProfileMutation = () => useProfileCommand((body: { fullName?: string; phone?: string }) => apiRequest(routes.updateProfile, { body }));
export const useNotificationSettingsMutation = () =>
  useProfileCommand((body: { categories: (typeof NOTIFICATION_CATEGORIES)[number][]; email: string | null }) => apiRequest(routes.notificationSettings, { body }));
export const useChangePasswordMutation = () =>
  useMutation({ mutationFn: (body: { currentPassword: string; newPassword: string }) => apiRequest(routes.changePassword, { body }) });
export const useRequestOwnResetMutation = () => useMutation({ mutationFn: (email: string) => apiRequest(routes.requestPasswordReset, { body: { email } }) });
