// Catalog's door for setting a product's listings (a command file without its handler): the products route, the demo
// seed and the deleted-channel-listings saga send it.
import { Command } from '@nestjs/cqrs';
import type { ChannelListingBody, CommandResult } from '@ledgerhouse/contracts';

export class SetListings extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
    readonly listings: ChannelListingBody[],
  ) {
    super();
  }
}
