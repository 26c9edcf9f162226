import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatementRoutes, statementRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { statementsKey } from './statement-keys';

/** Whose statement: the signed-in seller's own (no userId), or, in the admin area, the given seller's. */
export interface StatementTarget {
  userId?: string;
  month: string;
}

export const getStatement = ({ userId, month }: StatementTarget, page: number, pageSize: number) =>
  userId
    ? apiRequest(adminStatementRoutes.get, { params: { userId, month }, query: { page, pageSize } })
    : apiRequest(statementRoutes.get, { params: { month }, query: { page, pageSize } });

export const statementQuery = (target: StatementTarget, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...statementsKey, target.userId ?? 'own', target.month, page, pageSize],
    queryFn: () => getStatement(target, page, pageSize),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useStatementQuery = (target: StatementTarget, page: number, pageSize: number) =>
  useQuery(statementQuery(target, page, pageSize));
