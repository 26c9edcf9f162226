import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export const meKey = ['me'] as const;

export const meQuery = (minPosition?: string) =>
  queryOptions({
    queryKey: meKey,
    queryFn: () => apiRequest(routes.me, { headers: minPositionHeaders(minPosition) }),
  });

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

export const useUpdateProfileMutation = () =>
  useProfileCommand((body: BodyIn<typeof routes.updateProfile>) => apiRequest(routes.updateProfile, { body }));
export const useNotificationSettingsMutation = () =>
  useProfileCommand((body: BodyIn<typeof routes.notificationSettings>) => apiRequest(routes.notificationSettings, { body }));
export const useChangePasswordMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.changePassword>) => apiRequest(routes.changePassword, { body }) });
export const useRequestOwnResetMutation = () =>
  useMutation({ mutationFn: (email: string) => apiRequest(routes.requestPasswordReset, { body: { email } }) });
