// Public events ↔ Kafka messages in CloudEvents binary mode (the `cloudevents` package's Kafka binding): the attributes
// go in `ce_*` headers, the value is the JSON of `data`, the Kafka key is the event's key. Exactly the headers agreed for
// the integration topics: ce_specversion, ce_id, ce_source, ce_type, ce_time, ce_subject, ce_correlationid,
// ce_sellerid (absent for warehouse-wide events) and content-type; ce_datacontenttype would repeat content-type.
import { CloudEvent, Kafka, type KafkaMessage } from 'cloudevents';
import type { OutgoingMessage } from './broker-port';

/**
 * A public event as a message carries it. @ledgerhouse/contracts' IntegrationEvent fits it once its `type` is the
 * CloudEvents type (`cloudEventType(event.type)`); infra does not depend on contracts, so the shape is repeated here.
 */
export interface CloudEventMessage {
  id: string;
  /** The CloudEvents type, e.g. `com.ledgerhouse.order.placed.v1`. */
  type: string;
  /** The partition key, also the CloudEvents subject. */
  key: string;
  sellerId: string | null;
  /** UTC ISO-8601. */
  time: string;
  correlationId: string;
  data: unknown;
}

export interface DecodedCloudEventMessage extends CloudEventMessage {
  source: string;
}

const DROPPED_HEADERS = new Set(['ce_datacontenttype', 'ce_partitionkey']);

/** The Kafka message of a public event; `source` is the CloudEvents source, `/` + the Kafka client id. */
export function encodeCloudEventMessage(event: CloudEventMessage, source: string): OutgoingMessage {
  const cloudEvent = new CloudEvent<unknown>({
    specversion: '1.0',
    id: event.id,
    source,
    type: event.type,
    time: event.time,
    subject: event.key,
    datacontenttype: 'application/json',
    data: event.data,
    correlationid: event.correlationId,
    ...(event.sellerId === null ? {} : { sellerid: event.sellerId }),
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(Kafka.binary(cloudEvent).headers)) {
    if (typeof value === 'string' && !DROPPED_HEADERS.has(name)) headers[name] = value;
  }
  return { key: event.key, value: JSON.stringify(event.data ?? null), headers };
}

/** Reads a public event back from its Kafka message (consumers and tests); throws on a message that is not one. */
export function decodeCloudEventMessage(message: Pick<OutgoingMessage, 'key' | 'value' | 'headers'>): DecodedCloudEventMessage {
  const value = message.value ?? 'null';
  const kafkaMessage: KafkaMessage<string> = { key: message.key, value, body: value, headers: message.headers };
  const event = Kafka.toEvent(kafkaMessage) as CloudEvent<unknown>;
  const extension = (name: string): string | null => {
    const value = (event as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : null;
  };
  return {
    id: event.id,
    type: event.type,
    source: event.source,
    key: message.key,
    sellerId: extension('sellerid'),
    time: event.time ?? '',
    correlationId: extension('correlationid') ?? '',
    data: event.data ?? null,
  };
}
