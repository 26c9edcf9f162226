// What the inbound rules need to know of a seller's products (owner, deleted, catalog barcode), read from each
// product's own event stream so a product created a moment ago is known (the read model may lag). Only the contract
// event types are read; the catalog's internals are not imported.
import { Inject, Injectable } from '@nestjs/common';
import type { ProductEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../../persistence/tokens';
import type { ProductCatalog, ProductFacts } from '../domain/inbound-shipment';

/** The catalog's stream of one product (its name is part of the stored data's contract). */
const productStream = (productId: string) => `product-${productId}`;

function fold(events: readonly { type: string; data: unknown }[]): ProductFacts | undefined {
  let facts: ProductFacts | undefined;
  for (const stored of events) {
    const event = stored as ProductEvent;
    if (event.type === 'ProductCreated') facts = { sellerId: event.data.sellerId, deleted: false, barcode: event.data.barcode ?? null };
    else if (event.type === 'ProductUpdated' && facts && 'barcode' in event.data.changes)
      facts = { ...facts, barcode: event.data.changes.barcode ?? null };
    else if (event.type === 'ProductDeleted' && facts) facts = { ...facts, deleted: true };
  }
  return facts;
}

@Injectable()
export class InboundProductFacts {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(productIds: readonly string[]): Promise<ProductCatalog> {
    const ids = [...new Set(productIds)];
    const facts = await Promise.all(ids.map(async (id) => [id, fold(await this.store.readStream(productStream(id)))] as const));
    return Object.fromEntries(facts);
  }
}
