import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const getGoogleStatus = () => apiRequest(identityRoutes.googleStatus);

// The server's configuration does not change while the page is open.
export const googleStatusQuery = () =>
  queryOptions({ queryKey: ['user', 'google', 'status'], queryFn: getGoogleStatus, staleTime: Infinity });

export const useGoogleStatusQuery = () => useQuery(googleStatusQuery());
