// Catalog's door for the order-stock saga (a command file without its handler): an order gives back what it holds.
import { Command } from '@nestjs/cqrs';

export class ReleaseReservation extends Command<{ released: number }> {
  constructor(
    readonly productId: string,
    /** The order that held the units. */
    readonly orderId: string,
  ) {
    super();
  }
}
