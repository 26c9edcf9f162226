import { useQuery } from '@tanstack/react-query';
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { webhooksKey } from './webhooks-key';

export const getDelivery = (webhookId: string, deliveryId: string) => apiRequest(routes.delivery, { params: { webhookId, deliveryId } });

export const useDeliveryQuery = (webhookId: string, deliveryId: string | null) =>
  useQuery({
    queryKey: [...webhooksKey, 'delivery', webhookId, deliveryId],
    queryFn: () => getDelivery(webhookId, deliveryId!),
    enabled: deliveryId !== null,
  });
