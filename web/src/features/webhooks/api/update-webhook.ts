import { webhookRoutes as routes, type UpdateWebhookBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

export const updateWebhook = ({ webhookId, body }: { webhookId: string; body: UpdateWebhookBody }) =>
  apiRequest(routes.update, { params: { webhookId }, body });

export const useUpdateWebhookMutation = () => useWebhookCommand(updateWebhook);
