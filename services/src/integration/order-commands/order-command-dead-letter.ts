// The dead-letter copy of a refused order command: the original key, value and headers (so it can be mended and sent
// again as it was), plus the refusal and where the original sat.
import type { OrderCommandDeadLetterHeader } from '@ledgerhouse/contracts';
import type { IncomingMessage, OutgoingMessage } from '@ledgerhouse/infra';
import type { OrderCommandRefusal } from './order-command-refusal';

export function deadLetterOf(message: IncomingMessage, refusal: OrderCommandRefusal, failedAt: Date): OutgoingMessage {
  const reasons: Record<OrderCommandDeadLetterHeader, string> = {
    'dlt-reason': refusal.reason,
    'dlt-message': refusal.message,
    'dlt-original-topic': message.topic,
    'dlt-original-partition': String(message.partition),
    'dlt-original-offset': message.offset,
    'dlt-failed-at': failedAt.toISOString(),
  };
  return { key: message.key, value: message.value, headers: { ...message.headers, ...reasons } };
}
