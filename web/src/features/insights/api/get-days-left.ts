import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insightsDaysLeftRoutes, type DAYS_LEFT_WINDOWS } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export interface DaysLeftParams {
  windowDays: (typeof DAYS_LEFT_WINDOWS)[number];
  page: number;
  pageSize: number;
}

export const getDaysLeft = (params: DaysLeftParams) => apiRequest(insightsDaysLeftRoutes.daysLeft, { query: { ...params } });

export const daysLeftQuery = (params: DaysLeftParams) =>
  queryOptions({ queryKey: ['insights', 'days-left', params], queryFn: () => getDaysLeft(params), placeholderData: keepPreviousData });

export const useDaysLeftQuery = (params: DaysLeftParams) => useQuery(daysLeftQuery(params));
