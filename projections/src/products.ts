// The products read model: catalogue facts from product-<id> streams, quantities from inventory-<id> streams.
import type { ProductEvent, ProductFacts } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { sql } from 'kysely';
import { PendingQuantities } from './products-quantities';
import type { ProductUpdate } from './products.table';
import type { Projector } from './projector';

const json = (value: unknown) => JSON.stringify(value ?? null);

/** The columns a ProductUpdated changes: only the facts it carries (a fact sent as null clears its column). */
const columnsOf = (f: Partial<ProductFacts>): ProductUpdate => ({
  ...('title' in f && { title: f.title }),
  ...('sku' in f && { sku: f.sku }),
  ...('barcode' in f && { barcode: f.barcode }),
  ...('brand' in f && { brand: f.brand }),
  ...('countryOfOrigin' in f && { country_of_origin: f.countryOfOrigin }),
  ...('description' in f && { description: f.description }),
  ...('photoUrl' in f && { photo_url: f.photoUrl }),
  ...('priceCents' in f && { price_cents: f.priceCents }),
  ...('unitOfMeasurement' in f && { unit_of_measurement: f.unitOfMeasurement }),
  ...('status' in f && { status: f.status }),
  ...('dimensions' in f && { dimensions: json(f.dimensions) }),
  ...('weight' in f && { weight: json(f.weight) }),
});

/** The stored listing quantities after managed stock is switched: the recorded changes, or all at one quantity. */
function listingsAfter(event: Extract<ProductEvent, { type: 'ManagedStockEnabled' | 'ManagedStockDisabled' }>) {
  if (event.type === 'ManagedStockDisabled') {
    const q = event.data.quantityForSale;
    return {
      managed_stock: false,
      listings: sql<string>`(select coalesce(jsonb_agg(l || jsonb_build_object('quantityForSale', ${q}::int) order by n), '[]'::jsonb) from jsonb_array_elements(listings) with ordinality as t(l, n))`,
    };
  }
  const changes = JSON.stringify(Object.fromEntries(event.data.changes.map((c) => [c.accountName, c.to])));
  return {
    managed_stock: true,
    listings: sql<string>`(select coalesce(jsonb_agg(case when ${changes}::jsonb ? (l->>'accountName') then l || jsonb_build_object('quantityForSale', (${changes}::jsonb->>(l->>'accountName'))::int) else l end order by n), '[]'::jsonb) from jsonb_array_elements(listings) with ordinality as t(l, n))`,
  };
}

export const productsProjector: Projector = {
  name: 'products',
  tables: ['products'],
  handles: [
    ...[
      'ProductCreated',
      'ProductUpdated',
      'MeasurementsVerified',
      'ProductDeleted',
      'ListingsSet',
      'ManagedStockEnabled',
      'ManagedStockDisabled',
    ],
    ...['StockChanged', 'StockReserved', 'ReservationReleased', 'DeliveryExpected', 'ExpectedDeliveryCleared'],
  ],
  async apply(trx, stored: StoredEvent) {
    const [category] = stored.streamId.split('-', 1);
    const id = stored.streamId.slice(category.length + 1);
    const update = (set: ProductUpdate) =>
      trx
        .updateTable('products')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    if (category === 'inventory') {
      const quantities = new PendingQuantities();
      quantities.add(stored);
      return quantities.flush(trx);
    }
    const event = { type: stored.type, data: stored.data } as ProductEvent;
    switch (event.type) {
      case 'ProductCreated': {
        const { productId, sellerId, createdAt, ...facts } = event.data;
        await trx
          .insertInto('products')
          .values({
            id: productId,
            seller_id: sellerId,
            created_at: createdAt,
            title: facts.title,
            sku: facts.sku,
            barcode: facts.barcode,
            brand: facts.brand,
            country_of_origin: facts.countryOfOrigin,
            description: facts.description,
            photo_url: facts.photoUrl,
            price_cents: facts.priceCents,
            unit_of_measurement: facts.unitOfMeasurement,
            status: facts.status,
            dimensions: JSON.stringify(facts.dimensions),
            weight: JSON.stringify(facts.weight),
            dimensions_verified: false,
            weight_verified: false,
            total: 0,
            reserved: 0,
            available: 0,
            deleted: false,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'ProductUpdated':
        return void (await update(columnsOf(event.data.changes)));
      case 'MeasurementsVerified':
        return void (await update({
          ...(event.data.dimensions ? { dimensions_verified: true } : {}),
          ...(event.data.weight ? { weight_verified: true } : {}),
        }));
      case 'ProductDeleted':
        return void (await update({ deleted: true }));
      case 'ListingsSet':
        return void (await update({ listings: JSON.stringify(event.data.listings), listed: event.data.listings.length > 0 }));
      case 'ManagedStockEnabled':
      case 'ManagedStockDisabled':
        return void (await trx
          .updateTable('products')
          .set(listingsAfter(event))
          .set({ position: stored.position })
          .where('id', '=', id)
          .execute());
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  /** Runs of inventory events folded into one statement each; catalogue events one by one, in order between them. */
  async applyAll(trx, events) {
    const quantities = new PendingQuantities();
    for (const stored of events) {
      if (stored.streamId.startsWith('inventory-')) quantities.add(stored);
      else {
        await quantities.flush(trx);
        await productsProjector.apply(trx, stored);
      }
    }
    await quantities.flush(trx);
  },
};
