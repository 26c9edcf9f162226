import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { identityRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const useStaffActionsQuery = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['staff-actions', page, pageSize],
    queryFn: () => apiRequest(routes.staffActions, { query: { page, pageSize } }),
    placeholderData: keepPreviousData,
  });
