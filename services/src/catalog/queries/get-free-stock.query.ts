// Catalog's door for the order-stock saga (a query file without its handler): the units of a product an order could hold.
import { Query } from '@nestjs/cqrs';

/**
 * Units of the product free for `orderId`: what is available (total less reserved) plus what that order already holds;
 * without an order, what is available. Read from the product's inventory stream, so every reservation made counts.
 */
export class GetFreeStock extends Query<number> {
  constructor(
    readonly productId: string,
    readonly orderId: string | null = null,
  ) {
    super();
  }
}
