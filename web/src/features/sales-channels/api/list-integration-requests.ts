import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { integrationRequestRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';

export interface ListIntegrationRequestsParams {
  page: number;
  pageSize: number;
  /** Read-your-writes: the position of a command this list must already show. */
  minPosition?: string;
}

export const integrationRequestsKey = ['integration-requests'] as const;

export function listIntegrationRequests({ page, pageSize, minPosition }: ListIntegrationRequestsParams) {
  return apiRequest(integrationRequestRoutes.list, {
    query: { page, pageSize },
    headers: minPositionHeaders(minPosition),
  });
}

export const integrationRequestsQuery = (params: ListIntegrationRequestsParams) =>
  queryOptions({
    queryKey: [...integrationRequestsKey, params.page, params.pageSize],
    queryFn: () => listIntegrationRequests(params),
    placeholderData: keepPreviousData,
  });

export function useIntegrationRequestsQuery(params: ListIntegrationRequestsParams) {
  return useQuery(integrationRequestsQuery(params));
}
