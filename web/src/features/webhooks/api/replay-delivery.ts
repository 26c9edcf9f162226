import { webhookRoutes as routes } from '@ledgerhouse/contracts';
import { apiRequest } from '../../../shared/api/api-client';
import { useWebhookCommand } from './webhooks-key';

/** A new delivery of the same event (the same webhook-id). */
export const replayDelivery = ({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
  apiRequest(routes.replayDelivery, { params: { webhookId, deliveryId } });

export const useReplayDeliveryMutation = () => useWebhookCommand(replayDelivery);
