import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { floorMetricsRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { floorKey, type FloorPeriod } from './floor-period';

export const getShippingFloor = (period: FloorPeriod) => apiRequest(floorMetricsRoutes.shipping, { query: { ...period } });

export const shippingFloorQuery = (period: FloorPeriod) =>
  queryOptions({ queryKey: [...floorKey, 'shipping', period], queryFn: () => getShippingFloor(period), placeholderData: keepPreviousData });

export const useShippingFloorQuery = (period: FloorPeriod) => useQuery(shippingFloorQuery(period));
