import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import type { PageParams } from './list-card-payments';
import { topUpsKey } from './payments-keys';

export interface TopUpFilters extends PageParams {
  from?: string;
  to?: string;
}

export const listTopUps = (query: TopUpFilters) => apiRequest(walletRoutes.topUps, { query: { ...query } });

export const topUpsQuery = (query: TopUpFilters) =>
  queryOptions({ queryKey: [...topUpsKey, query], queryFn: () => listTopUps(query), placeholderData: keepPreviousData });

export const useTopUpsQuery = (query: TopUpFilters) => useQuery(topUpsQuery(query));
