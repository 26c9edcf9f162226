import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

export const deleteWebhook = (webhookId: string) => apiRequest(routes.remove, { params: { webhookId } });

export const useDeleteWebhookMutation = () => useWebhookCommand(deleteWebhook);
