import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import type { PageParams } from './list-card-payments';
import { topUpsKey } from './payments-keys';

export interface TopUpFilters extends PageParams {
  from?: string;
  to?: string;
}

export const listTopUps = (query: TopUpFilters) => apiRequest(walletRoutes.topUps, { query: { ...query } });

/** What the list asks for when it opens: every period, 10 a page. */
export const DEFAULT_TOP_UP_FILTERS: TopUpFilters = { page: 1, pageSize: 10 };

export const topUpsQuery = (query: TopUpFilters) =>
  queryOptions({
    queryKey: [...topUpsKey, query],
    queryFn: () => listTopUps(query),
    placeholderData: keepPreviousData,
    refetchOnMount: unlessJustPrefetched,
  });

export const useTopUpsQuery = (query: TopUpFilters) => useQuery(topUpsQuery(query));
