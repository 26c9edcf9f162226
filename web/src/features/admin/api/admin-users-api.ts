import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminUserRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export interface UserFilters {
  page: number;
  pageSize: number;
  search?: string;
  type?: 'SELLER' | 'STAFF' | 'WAREHOUSE_MANAGER';
  blocked?: 'true' | 'false';
}

export const adminUsersKey = ['admin-users'] as const;

export const useAdminUsersQuery = (filters: UserFilters) =>
  useQuery({
    queryKey: [...adminUsersKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useAdminUserQuery = (userId: string) =>
  useQuery({ queryKey: [...adminUsersKey, 'one', userId], queryFn: () => apiRequest(routes.get, { params: { userId } }) });

/** Block or unblock, then read the user again once the projection shows it. */
export function useSetBlockedMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) => apiRequest(blocked ? routes.block : routes.unblock, { params: { userId } }),
    onSuccess: async ({ position }) => {
      const fresh = await apiRequest(routes.get, { params: { userId }, headers: minPositionHeaders(position) });
      queryClient.setQueryData([...adminUsersKey, 'one', userId], fresh);
      await queryClient.invalidateQueries({ queryKey: [...adminUsersKey, 'list'] });
    },
  });
}

export const useStartImpersonationMutation = () =>
  useMutation({ mutationFn: (body: BodyIn<typeof routes.startImpersonation>) => apiRequest(routes.startImpersonation, { body }) });
export const useEndImpersonationMutation = () =>
  useMutation({ mutationFn: (userId: string) => apiRequest(routes.endImpersonation, { body: { userId } }) });
export const useShareLinkMutation = () =>
  useMutation({ mutationFn: (userId: string) => apiRequest(routes.shareLink, { params: { userId } }) });
