import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

export const sendWebhookTest = (webhookId: string) => apiRequest(routes.sendTest, { params: { webhookId } });

export const useSendWebhookTestMutation = () => useWebhookCommand(sendWebhookTest);
