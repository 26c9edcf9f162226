import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookRoutes as routes, type WebhookDeliveryStatus } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { webhooksKey } from './webhooks-key';

export interface DeliveryFilters {
  page: number;
  pageSize: number;
  status?: WebhookDeliveryStatus;
}

export const listDeliveries = (webhookId: string, filters: DeliveryFilters) =>
  apiRequest(routes.deliveries, { params: { webhookId }, query: { ...filters } });

export const useDeliveriesQuery = (webhookId: string, filters: DeliveryFilters) =>
  useQuery({
    queryKey: [...webhooksKey, 'deliveries', webhookId, filters],
    queryFn: () => listDeliveries(webhookId, filters),
    placeholderData: keepPreviousData,
    // Deliveries still retrying change on their own: read again while any is shown.
    refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'PENDING') ? 3_000 : false),
  });
