// Public events of a product's catalogue facts (the product-<productId> stream): created, changed, deleted. Key: the
// product id. Quantities are on the inventory topic; channel listings stay out (they are the seller's drafts).
import { z } from 'zod';
import type { ProductEvent, ProductFacts } from '../events/catalog';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { cents, dimensions, entityId, instantUtc, weight } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const PRODUCT_ID = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

const facts = {
  title: z.string(),
  sku: z.string(),
  barcode: z.string().nullable(),
  brand: z.string().nullable(),
  countryOfOrigin: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  description: z.string().nullable(),
  photoUrl: z.string().nullable().describe('The image address the seller gave'),
  priceCents: cents,
  unitOfMeasurement: z.string().nullable(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  dimensions: dimensions.nullable(),
  weight: weight.nullable(),
};

export const productCreatedV1 = defineIntegrationEvent({
  type: 'product.created.v1',
  topic: INTEGRATION_TOPICS.catalog,
  description: 'The seller added a product to the catalogue.',
  schema: z.strictObject({ productId: entityId, sellerId: entityId, ...facts, createdAt: instantUtc }),
  example: {
    productId: PRODUCT_ID,
    sellerId: SELLER_ID,
    title: 'Stoneware mug, 350 ml',
    sku: 'MUG-01',
    barcode: '0614141000036',
    brand: 'Kiln & Co',
    countryOfOrigin: 'PT',
    description: null,
    photoUrl: 'https://images.example.com/mug-01.jpg',
    priceCents: 1299,
    unitOfMeasurement: 'pcs',
    status: 'ACTIVE',
    dimensions: { length: 12, width: 9, height: 10, unit: 'cm' },
    weight: { value: 380, unit: 'g' },
    createdAt: '2026-11-01T09:00:00.000Z',
  },
});

export const productUpdatedV1 = defineIntegrationEvent({
  type: 'product.updated.v1',
  topic: INTEGRATION_TOPICS.catalog,
  description: 'The seller changed a product: `changes` holds only the facts that changed, with their new values.',
  schema: z.strictObject({
    productId: entityId,
    sellerId: entityId,
    changes: z.strictObject(facts).partial(),
    updatedAt: instantUtc,
  }),
  example: {
    productId: PRODUCT_ID,
    sellerId: SELLER_ID,
    changes: { priceCents: 1499, status: 'ACTIVE' },
    updatedAt: '2026-11-22T08:30:00.000Z',
  },
});

export const productDeletedV1 = defineIntegrationEvent({
  type: 'product.deleted.v1',
  topic: INTEGRATION_TOPICS.catalog,
  description: 'The seller deleted a product; its SKU may be used again.',
  schema: z.strictObject({ productId: entityId, sellerId: entityId, deletedAt: instantUtc }),
  example: { productId: PRODUCT_ID, sellerId: SELLER_ID, deletedAt: '2026-11-23T08:00:00.000Z' },
});

export const PRODUCT_EVENTS = [productCreatedV1, productUpdatedV1, productDeletedV1];

const FACT_NAMES = Object.keys(facts) as (keyof ProductFacts)[];

/** Only the named facts, so a field added to the internal facts stays internal until it is published on purpose. */
function publicFacts(source: Partial<ProductFacts>): Partial<ProductFacts> {
  const out: Partial<Record<keyof ProductFacts, unknown>> = {};
  for (const name of FACT_NAMES) if (source[name] !== undefined) out[name] = source[name];
  return out as Partial<ProductFacts>;
}

export const productTranslators: PublicTranslators<ProductEvent> = {
  streamPrefix: 'product-',
  translate: {
    ProductCreated: (d, { entityId: productId, sellerId }) => [
      draft(productCreatedV1, productId, {
        productId,
        sellerId,
        title: d.title,
        sku: d.sku,
        barcode: d.barcode,
        brand: d.brand,
        countryOfOrigin: d.countryOfOrigin,
        description: d.description,
        photoUrl: d.photoUrl,
        priceCents: d.priceCents,
        unitOfMeasurement: d.unitOfMeasurement,
        status: d.status,
        dimensions: d.dimensions,
        weight: d.weight,
        createdAt: d.createdAt,
      }),
    ],
    ProductUpdated: (d, { entityId: productId, sellerId }) => [
      draft(productUpdatedV1, productId, { productId, sellerId, changes: publicFacts(d.changes), updatedAt: d.at }),
    ],
    ProductDeleted: (d, { entityId: productId, sellerId }) => [
      draft(productDeletedV1, productId, { productId, sellerId, deletedAt: d.at }),
    ],
  },
};
