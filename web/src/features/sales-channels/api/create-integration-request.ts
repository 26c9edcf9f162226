import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationRequestRoutes, type RequestIntegrationBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { integrationRequestsKey, listIntegrationRequests } from './list-integration-requests';

export function createIntegrationRequest(body: RequestIntegrationBody) {
  return apiRequest(integrationRequestRoutes.create, { body });
}

/** After the command, the first page is fetched with X-Min-Position so the new request is in it. */
export function useCreateIntegrationRequestMutation(pageSize: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegrationRequest,
    onSuccess: async ({ position }) => {
      const fresh = await listIntegrationRequests({ page: 1, pageSize, minPosition: position });
      queryClient.setQueryData([...integrationRequestsKey, 1, pageSize], fresh);
      await queryClient.invalidateQueries({ queryKey: integrationRequestsKey, predicate: (q) => q.queryKey[1] !== 1 });
    },
  });
}
