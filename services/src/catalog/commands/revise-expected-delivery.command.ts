// Catalog's door for the inbound-stock saga (a command file without its handler): a delivery's planned units.
import { Command } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';

export class ReviseExpectedDelivery extends Command<CommandResult> {
  constructor(
    readonly productId: string,
    /** The delivery (inbound shipment id). */
    readonly documentId: string,
    /** The units it now brings; 0 clears the plan. */
    readonly quantity: number,
  ) {
    super();
  }
}
