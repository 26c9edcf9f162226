// A public event as the Kafka message the integration topics carry (CloudEvents binary mode, the agreed headers).
import { cloudEventType, type IntegrationEvent } from '@ledgerhouse/contracts';
import { encodeCloudEventMessage, type OutgoingMessage } from '@ledgerhouse/infra';

/** `clientId` is KAFKA_CLIENT_ID: the CloudEvents source is `/` + it. */
export function publicEventMessage(event: IntegrationEvent, clientId: string): OutgoingMessage {
  return encodeCloudEventMessage(
    {
      id: event.id,
      type: cloudEventType(event.type),
      key: event.key,
      sellerId: event.sellerId,
      time: event.time,
      correlationId: event.correlationId,
      data: event.data,
    },
    `/${clientId}`,
  );
}
