import { webhookRoutes as routes, type CreateWebhookBody } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

export const createWebhook = (body: CreateWebhookBody) => apiRequest(routes.create, { body });

/** Answers the new endpoint's id and its signing secret (shown once). */
export const useCreateWebhookMutation = () => useWebhookCommand(createWebhook);
