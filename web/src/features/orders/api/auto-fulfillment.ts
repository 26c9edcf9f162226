// Auto-fulfillment settings: whether fulfillment starts by itself when an order is ready, with which options.
import { useQuery } from '@tanstack/react-query';
import { orderRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { useCommandMutation } from '../../../shared/api/use-command-mutation';
import { ordersKey } from './orders-keys';

const autoKey = [...ordersKey, 'auto-fulfillment'] as const;

export const useAutoFulfillmentQuery = () => useQuery({ queryKey: autoKey, queryFn: () => apiRequest(routes.getAutoFulfillment) });

/** The settings are not a projection: read them again directly. */
export const useSaveAutoFulfillment = () =>
  useCommandMutation({
    send: (body: BodyIn<typeof routes.setAutoFulfillment>) => apiRequest(routes.setAutoFulfillment, { body }),
    waitFor: () => apiRequest(routes.getAutoFulfillment),
    invalidate: autoKey,
  });
