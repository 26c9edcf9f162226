import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightsReorderRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { minPositionHeaders } from '../api/use-command-mutation';

export const reorderAlertsKey = ['insights', 'reorder-alerts'] as const;

export const getReorderAlerts = (minPosition?: string) =>
  apiRequest(insightsReorderRoutes.alerts, { headers: minPositionHeaders(minPosition) });

export const reorderAlertsQuery = () => queryOptions({ queryKey: reorderAlertsKey, queryFn: () => getReorderAlerts() });

export const useReorderAlertsQuery = () => useQuery(reorderAlertsQuery());
