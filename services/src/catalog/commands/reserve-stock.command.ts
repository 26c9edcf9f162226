// Catalog's door for the order-stock saga (a command file without its handler): an order holds a product's units.
import { Command } from '@nestjs/cqrs';

export type ReserveStockResult = { ok: true } | { ok: false; available: number };

export class ReserveStock extends Command<ReserveStockResult> {
  constructor(
    readonly productId: string,
    /** The order holding the units. */
    readonly orderId: string,
    /** Units the order needs of this product (> 0). */
    readonly quantity: number,
  ) {
    super();
  }
}
