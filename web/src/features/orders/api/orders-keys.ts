// The query keys of the orders area: every command refreshes everything under ordersKey.
import { apiRequest } from '../../../shared/api/api-client';
import { minPositionHeaders } from '../../../shared/api/use-command-mutation';
import { orderViewRoutes } from '@ledgerhouse/contracts';

export const ordersKey = ['orders'] as const;

/** A read of the list that answers once the projection shows `position` (read-your-writes). */
export const waitForOrders = (position: string) =>
  apiRequest(orderViewRoutes.list, { query: { page: 1, pageSize: 1 }, headers: minPositionHeaders(position) });
