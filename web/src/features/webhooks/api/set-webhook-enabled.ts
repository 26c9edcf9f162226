import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

export const setWebhookEnabled = ({ webhookId, enabled }: { webhookId: string; enabled: boolean }) =>
  apiRequest(enabled ? routes.enable : routes.disable, { params: { webhookId } });

export const useSetWebhookEnabledMutation = () => useWebhookCommand(setWebhookEnabled);
