import { insightsReorderRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { useCommandMutation } from '../api/use-command-mutation';
import { getReorderAlerts, reorderAlertsKey } from './get-reorder-alerts';

export const clearReorderThreshold = (productId: string) => apiRequest(routes.clearThreshold, { params: { productId } });

export const useClearReorderThresholdMutation = () =>
  useCommandMutation({ send: clearReorderThreshold, waitFor: getReorderAlerts, invalidate: reorderAlertsKey });
