import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatementRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { statementsKey } from './statement-keys';

export const listStatementAlarms = (page: number, pageSize: number) =>
  apiRequest(adminStatementRoutes.alarms, { query: { page, pageSize } });

export const statementAlarmsQuery = (page: number, pageSize: number) =>
  queryOptions({ queryKey: [...statementsKey, 'alarms', page, pageSize], queryFn: () => listStatementAlarms(page, pageSize) });

export const useStatementAlarmsQuery = (page: number, pageSize: number) => useQuery(statementAlarmsQuery(page, pageSize));
