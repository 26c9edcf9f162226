// What fulfillment and returns need of an order's products (measurements for the parcel, barcode and SKU for a
// return's lines), read from each product's own event stream through the contract's event types only.
import { Inject, Injectable } from '@nestjs/common';
import type { ProductEvent, ProductFacts } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../../../persistence/tokens';

export type ProductShippingFacts = Pick<ProductFacts, 'sku' | 'barcode' | 'dimensions' | 'weight' | 'countryOfOrigin'>;

/** The catalog's stream of one product (its name is part of the stored data's contract). */
const productStream = (productId: string) => `product-${productId}`;

export function foldShippingFacts(events: readonly { type: string; data: unknown }[]): ProductShippingFacts | undefined {
  let facts: ProductShippingFacts | undefined;
  for (const stored of events) {
    const event = stored as ProductEvent;
    if (event.type === 'ProductCreated') {
      const { sku, barcode, dimensions, weight, countryOfOrigin } = event.data;
      facts = { sku, barcode: barcode ?? null, dimensions, weight, countryOfOrigin };
    } else if (event.type === 'ProductUpdated' && facts) {
      const changes = event.data.changes;
      facts = {
        sku: changes.sku ?? facts.sku,
        barcode: 'barcode' in changes ? (changes.barcode ?? null) : facts.barcode,
        dimensions: 'dimensions' in changes ? (changes.dimensions ?? null) : facts.dimensions,
        weight: 'weight' in changes ? (changes.weight ?? null) : facts.weight,
        countryOfOrigin: 'countryOfOrigin' in changes ? (changes.countryOfOrigin ?? null) : facts.countryOfOrigin,
      };
    }
  }
  return facts;
}

@Injectable()
export class ProductShippingFactsReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(productIds: readonly string[]): Promise<Record<string, ProductShippingFacts | undefined>> {
    const ids = [...new Set(productIds)];
    const facts = await Promise.all(
      ids.map(async (id) => [id, foldShippingFacts(await this.store.readStream(productStream(id)))] as const),
    );
    return Object.fromEntries(facts);
  }
}
