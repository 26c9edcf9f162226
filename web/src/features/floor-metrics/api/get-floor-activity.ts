import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { floorMetricsRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { floorKey, type FloorPeriod } from './floor-period';

export type FloorBucket = 'hour' | 'day';

export const getFloorActivity = (period: FloorPeriod, bucket: FloorBucket) =>
  apiRequest(floorMetricsRoutes.activity, { query: { ...period, bucket } });

export const floorActivityQuery = (period: FloorPeriod, bucket: FloorBucket) =>
  queryOptions({
    queryKey: [...floorKey, 'activity', period, bucket],
    queryFn: () => getFloorActivity(period, bucket),
    placeholderData: keepPreviousData,
  });

export const useFloorActivityQuery = (period: FloorPeriod, bucket: FloorBucket) => useQuery(floorActivityQuery(period, bucket));
