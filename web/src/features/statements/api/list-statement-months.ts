import { queryOptions, useQuery } from '@tanstack/react-query';
import { statementRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { statementsKey } from './statement-keys';

/** The signed-in seller's months with lines, newest first (the last two years at most). */
export const listStatementMonths = () => apiRequest(statementRoutes.months, { query: { page: 1, pageSize: 24 } });

export const statementMonthsQuery = () => queryOptions({ queryKey: [...statementsKey, 'own-months'], queryFn: listStatementMonths });

export const useStatementMonthsQuery = () => useQuery(statementMonthsQuery());
