import { useQuery } from '@tanstack/react-query';
import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** The catalog changes only with a release: read once per session. */
export const useWebhookEventTypesQuery = () =>
  useQuery({ queryKey: ['webhook-event-types'], queryFn: () => apiRequest(routes.eventTypes), staleTime: Infinity });
