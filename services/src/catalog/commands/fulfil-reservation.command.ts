// Catalog's door for the order-stock saga (a command file without its handler): a handed-over order's units leave.
import { Command } from '@nestjs/cqrs';

export class FulfilReservation extends Command<void> {
  constructor(
    readonly productId: string,
    /** The order whose reservation ships. */
    readonly orderId: string,
  ) {
    super();
  }
}
