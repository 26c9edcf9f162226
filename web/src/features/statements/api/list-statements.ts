import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatementRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { statementsKey } from './statement-keys';

export const listStatements = (month: string, page: number, pageSize: number) =>
  apiRequest(adminStatementRoutes.list, { query: { month, page, pageSize } });

export const statementsQuery = (month: string, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...statementsKey, 'all', month, page, pageSize],
    queryFn: () => listStatements(month, page, pageSize),
    placeholderData: keepPreviousData,
  });

export const useStatementsQuery = (month: string, page: number, pageSize: number) => useQuery(statementsQuery(month, page, pageSize));
