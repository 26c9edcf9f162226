import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChannelListing } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { EVENT_STORE } from '../../persistence/tokens';
import { productDecider, productStream } from '../domain/product';
import { GetProductListings } from './get-product-listings.query';

@QueryHandler(GetProductListings)
export class GetProductListingsHandler implements IQueryHandler<GetProductListings, ChannelListing[]> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ productId }: GetProductListings): Promise<ChannelListing[]> {
    return (await loadState(this.store, productStream(productId), productDecider)).listings;
  }
}
