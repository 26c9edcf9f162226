import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { locationRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../../shared/api/api-client';
import { minPositionHeaders } from '../../../../shared/api/use-command-mutation';

export interface LocationFilters {
  page: number;
  pageSize: number;
  search?: string;
  active?: 'true' | 'false';
}

export const locationsKey = ['admin-locations'] as const;

export const listLocations = (filters: LocationFilters, minPosition?: string) =>
  apiRequest(routes.list, { query: { ...filters }, headers: minPositionHeaders(minPosition) });

export const useLocationsQuery = (filters: LocationFilters) =>
  useQuery({ queryKey: [...locationsKey, 'list', filters], queryFn: () => listLocations(filters), placeholderData: keepPreviousData });
