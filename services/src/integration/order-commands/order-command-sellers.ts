// The trust boundary of the order-commands topic: a message names its seller, and nothing in Kafka says who wrote it,
// so the consumer places orders only for the sellers KAFKA_ORDER_COMMAND_SELLERS lists (`*`: all of them). Anyone who
// can produce to the topic is as trusted as the warehouse staff for those sellers: the topic needs Kafka ACLs and SASL.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { AppConfig } from '../../config/config.schema';
import { refusal, type OrderCommandRefusal } from './order-command-refusal';

export type OrderCommandSellers = NonNullable<AppConfig['KAFKA_ORDER_COMMAND_SELLERS']>;

/** Null when the seller may be served through the topic, else the FORBIDDEN refusal. */
export function allowListRefusal(sellers: OrderCommandSellers, sellerId: string): OrderCommandRefusal | null {
  if (sellers === '*' || sellers.includes(sellerId)) return null;
  return refusal(ErrorCode.FORBIDDEN, 'The seller is not on the allow-list of this topic (KAFKA_ORDER_COMMAND_SELLERS)');
}
