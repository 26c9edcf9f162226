// Catalog's door for the inbound-stock saga (a command file without its handler): a delivery's good units into stock.
import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';

export class ReceiveDelivery extends Command<CommandResult> {
  constructor(
    readonly productId: string,
    /** The delivery (inbound shipment id), named by the stock history entry. */
    readonly documentId: string,
    readonly reason: 'INBOUND_SHIPMENT' | 'FULFILLMENT_RETURN',
    /** Good units received (damaged ones do not become stock). */
    readonly quantity: number,
  ) {
    super();
  }
}
