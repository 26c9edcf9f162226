import { useMutation } from '@tanstack/react-query';
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

export const revealWebhookSecret = (webhookId: string) => apiRequest(routes.revealSecret, { params: { webhookId } });

/** Not a cached query: the secret stays in memory only while its dialog is open. */
export const useRevealWebhookSecretMutation = () => useMutation({ mutationFn: revealWebhookSecret });
