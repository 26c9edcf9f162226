// The seller's orders: one page of a tab (with the counts of every tab), one order, its timeline.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderViewRoutes as routes, type QueryOf } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { unlessJustPrefetched } from '../../../shared/api/prefetch';
import { isMoving, MOVING_REFRESH_MS } from './order-motion';
import { ordersKey } from './orders-keys';

export type OrderFilters = QueryOf<typeof routes.list>;

/** What a tab's list asks for when it opens: newest orders first, 20 a page. */
export const DEFAULT_ORDER_FILTERS = { page: 1, pageSize: 20, sort: '-orderDate' } satisfies Omit<OrderFilters, 'tab'>;

export const orderListQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', filters],
    queryFn: () => apiRequest(routes.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isMoving) ? MOVING_REFRESH_MS : false),
    refetchOnMount: unlessJustPrefetched,
  });

export const useOrderListQuery = (filters: OrderFilters) => useQuery(orderListQuery(filters));

export const useOrderQuery = (orderId: string) =>
  useQuery({
    queryKey: [...ordersKey, 'one', orderId],
    queryFn: () => apiRequest(routes.get, { params: { orderId } }),
    enabled: Boolean(orderId),
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? MOVING_REFRESH_MS : false),
  });

/** `live`: the order is still moving, so its timeline grows. */
export const useOrderTimelineQuery = (orderId: string, live = false) =>
  useQuery({
    queryKey: [...ordersKey, 'timeline', orderId],
    queryFn: () => apiRequest(routes.timeline, { params: { orderId } }),
    refetchInterval: live ? MOVING_REFRESH_MS : false,
  });
