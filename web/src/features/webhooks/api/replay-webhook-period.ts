import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

/** Every event of the endpoint's types in the period, sent again; answers how many deliveries were queued. */
export const replayWebhookPeriod = ({ webhookId, from, to }: { webhookId: string; from: string; to: string }) =>
  apiRequest(routes.replayPeriod, { params: { webhookId }, body: { from, to } });

export const useReplayPeriodMutation = () => useWebhookCommand(replayWebhookPeriod);
