import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

/**
 * A new secret signs every request from now on; the answer is shown once in its dialog, never cached. Its position is
 * awaited (useWebhookCommand), so a reveal right after shows the new secret.
 */
export const rotateWebhookSecret = (webhookId: string) => apiRequest(routes.rotateSecret, { params: { webhookId } });

export const useRotateWebhookSecretMutation = () => useWebhookCommand(rotateWebhookSecret);
