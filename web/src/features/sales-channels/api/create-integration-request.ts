import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationRequestRoutes, type RequestIntegrationBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { integrationRequestsKey, integrationRequestsQuery, listIntegrationRequests } from './list-integration-requests';

export function createIntegrationRequest(body: RequestIntegrationBody) {
  return apiRequest(integrationRequestRoutes.create, { body });
}

/** After the command, the first page is fetched with X-Min-Position so the new request is in it. */
export function useCreateIntegrationRequestMutation(pageSize: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegrationRequest,
    onSuccess: async ({ position }) => {
      const firstPage = integrationRequestsQuery({ page: 1, pageSize }).queryKey;
      await queryClient.cancelQueries({ queryKey: integrationRequestsKey });
      try {
        queryClient.setQueryData(firstPage, await listIntegrationRequests({ page: 1, pageSize, minPosition: position }));
        await queryClient.invalidateQueries({ queryKey: integrationRequestsKey, predicate: (q) => q.queryHash !== hashKey(firstPage) });
      } catch {
        // The request is saved; only the wait for the list failed (e.g. 503 PROJECTION_NOT_CAUGHT_UP): a plain refetch
        // follows, and the mutation must not report a failure that would invite a duplicate.
        await queryClient.invalidateQueries({ queryKey: integrationRequestsKey });
      }
    },
  });
}
