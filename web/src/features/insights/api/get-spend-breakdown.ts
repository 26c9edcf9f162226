import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsSpendRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export interface SpendParams {
  /** "YYYY-MM", in the reader's time zone. */
  from: string;
  to: string;
  timeZone: string;
}

export const getSpendBreakdown = (params: SpendParams) => apiRequest(insightsSpendRoutes.spend, { query: { ...params } });

export const spendBreakdownQuery = (params: SpendParams) =>
  queryOptions({ queryKey: ['insights', 'spend', params], queryFn: () => getSpendBreakdown(params), placeholderData: keepPreviousData });

export const useSpendBreakdownQuery = (params: SpendParams) => useQuery(spendBreakdownQuery(params));
