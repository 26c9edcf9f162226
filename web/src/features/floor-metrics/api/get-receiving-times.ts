import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { floorMetricsRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { floorKey, type FloorPeriod } from './floor-period';

export const getReceivingTimes = (period: FloorPeriod) => apiRequest(floorMetricsRoutes.receiving, { query: { ...period } });

export const receivingTimesQuery = (period: FloorPeriod) =>
  queryOptions({
    queryKey: [...floorKey, 'receiving', period],
    queryFn: () => getReceivingTimes(period),
    placeholderData: keepPreviousData,
  });

export const useReceivingTimesQuery = (period: FloorPeriod) => useQuery(receivingTimesQuery(period));
