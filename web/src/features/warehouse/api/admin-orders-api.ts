// The warehouse's view of every seller's orders (the fulfillment tab and its modal) and the manager's comment. The
// comment reads the order back with X-Min-Position, so the modal shows it as soon as it answers.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  adminOrderViewRoutes as views,
  orderRoutes,
  type AdminOrderView,
  type OrderPaymentStatus,
  type OrderStatus,
  type PickStatus,
} from '@ledgerhouse/contracts';
import { apiRequest, type BodyIn } from '../../../shared/api/api-client';
import { minPositionHeaders, useCommandMutation } from '../../../shared/api/use-command-mutation';

export const adminOrdersKey = ['admin-orders'] as const;
const oneKey = (orderId: string) => [...adminOrdersKey, 'one', orderId] as const;

export interface AdminOrderFilters {
  page: number;
  pageSize: number;
  sellerId?: string;
  status?: OrderStatus[];
  pickStatus?: PickStatus[];
  paymentStatus?: OrderPaymentStatus[];
  number?: string;
}

export const useAdminOrderListQuery = (filters: AdminOrderFilters) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'list', filters],
    queryFn: () => apiRequest(views.list, { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrderQuery = (orderId: string) =>
  useQuery({ queryKey: oneKey(orderId), queryFn: () => apiRequest(views.get, { params: { orderId } }) });

export const useAdminOrderTimelineQuery = (orderId: string) =>
  useQuery({ queryKey: [...oneKey(orderId), 'timeline'], queryFn: () => apiRequest(views.timeline, { params: { orderId } }) });

export const useAddOrderManagerCommentMutation = (orderId: string) =>
  useCommandMutation({
    send: (body: BodyIn<typeof orderRoutes.adminComment>) => apiRequest(orderRoutes.adminComment, { params: { orderId }, body }),
    waitFor: (position: string) => apiRequest(views.get, { params: { orderId }, headers: minPositionHeaders(position) }),
    store: (client, fresh: AdminOrderView) => client.setQueryData(oneKey(orderId), fresh),
    invalidate: adminOrdersKey,
  });
