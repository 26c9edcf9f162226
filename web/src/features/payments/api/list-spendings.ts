import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { walletRoutes, type SpendingPurpose } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import type { TopUpFilters } from './list-top-ups';
import { spendingsKey } from './payments-keys';

export interface SpendingFilters extends TopUpFilters {
  purpose?: SpendingPurpose;
}

export const listSpendings = (query: SpendingFilters) => apiRequest(walletRoutes.spendings, { query: { ...query } });

export const spendingsQuery = (query: SpendingFilters) =>
  queryOptions({ queryKey: [...spendingsKey, query], queryFn: () => listSpendings(query), placeholderData: keepPreviousData });

export const useSpendingsQuery = (query: SpendingFilters) => useQuery(spendingsQuery(query));
