import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { cardRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { cardPaymentsKey } from './payments-keys';

export interface PageParams {
  page: number;
  pageSize: number;
}

export const listCardPayments = (query: PageParams) => apiRequest(cardRoutes.payments, { query: { ...query } });

export const cardPaymentsQuery = (query: PageParams) =>
  queryOptions({ queryKey: [...cardPaymentsKey, query], queryFn: () => listCardPayments(query), placeholderData: keepPreviousData });

export const useCardPaymentsQuery = (query: PageParams) => useQuery(cardPaymentsQuery(query));
