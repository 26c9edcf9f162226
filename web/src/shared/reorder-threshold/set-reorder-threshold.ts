import { insightsReorderRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../api/api-client';
import { useCommandMutation } from '../api/use-command-mutation';
import { getReorderAlerts, reorderAlertsKey } from './get-reorder-alerts';

export interface SetReorderThresholdInput {
  productId: string;
  body: BodyIn<typeof routes.setThreshold>;
}

export const setReorderThreshold = ({ productId, body }: SetReorderThresholdInput) =>
  apiRequest(routes.setThreshold, { params: { productId }, body });

/** Sets the threshold; the alert list is read again once it shows it (and any alert it raised at once). */
export const useSetReorderThresholdMutation = () =>
  useCommandMutation({ send: setReorderThreshold, waitFor: getReorderAlerts, invalidate: reorderAlertsKey });
