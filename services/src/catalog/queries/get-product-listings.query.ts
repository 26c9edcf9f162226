// Catalog's door for the deleted-channel-listings saga (a query file without its handler): a product's listings now.
import { Query } from '@nestjs/cqrs';
import type { ChannelListing } from '@ledgerhouse/contracts';

/** The product's listings from its own stream, not the read model: one edited a moment ago is seen as edited. */
export class GetProductListings extends Query<ChannelListing[]> {
  constructor(readonly productId: string) {
    super();
  }
}
