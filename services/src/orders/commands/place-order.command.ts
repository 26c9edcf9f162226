// The orders context's door for placing a seller's order (a command file without its handler): the HTTP create-order
// route and the order-commands Kafka topic both send it. `orderId` is the caller's when it must be stable across
// retries (the topic derives it from the seller and the idempotency key): sent again for an order already placed by
// that seller, the command changes nothing and answers the order with an empty position.
import { Command } from '@nestjs/cqrs';
import type { CommandResult, CreateOrderBody } from '@ledgerhouse/contracts';

export class PlaceOrder extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateOrderBody,
    readonly orderId: string | null = null,
  ) {
    super();
  }
}
