import { useQuery } from '@tanstack/react-query';
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { webhooksKey } from './webhooks-key';

export const getWebhook = (webhookId: string) => apiRequest(routes.get, { params: { webhookId } });

export const useWebhookQuery = (webhookId: string) =>
  useQuery({ queryKey: [...webhooksKey, 'one', webhookId], queryFn: () => getWebhook(webhookId) });
