import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { floorMetricsRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { floorKey, type FloorPeriod } from './floor-period';

export const getScanAccuracy = (period: FloorPeriod) => apiRequest(floorMetricsRoutes.accuracy, { query: { ...period } });

export const scanAccuracyQuery = (period: FloorPeriod) =>
  queryOptions({ queryKey: [...floorKey, 'accuracy', period], queryFn: () => getScanAccuracy(period), placeholderData: keepPreviousData });

export const useScanAccuracyQuery = (period: FloorPeriod) => useQuery(scanAccuracyQuery(period));
