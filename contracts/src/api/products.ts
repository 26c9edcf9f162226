// Products of a seller (spec 3 Product, 5 validation). Money in integer cents; dimensions and weight with units.
import { z } from 'zod';
import { STOCK_REASONS } from '../events/catalog';
import { LENGTH_UNITS, WEIGHT_UNITS } from '../units';
import { countryCode } from './country-code';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { webLink } from './web-link';

export const PRODUCT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const CREATED_WITHIN = ['today', '3days', 'week', 'month'] as const;
/** Connection state: enabled = listed on at least one sales-channel account. */
export const CONNECTION_STATES = ['enabled', 'disabled'] as const;

const nonZero = (code = 'INVALID_QUANTITY') => ({ params: { fieldCode: code } });

export const productFields = z.object({
  title: z.string().trim().min(1).max(200),
  sku: z.string().trim().min(1).max(64),
  barcode: z.string().trim().max(64).optional(),
  brand: z.string().trim().max(100).optional(),
  countryOfOrigin: countryCode.optional(),
  description: z.string().trim().max(5000).optional(),
  photoUrl: z.url().max(1000).optional(),
  priceCents: z
    .number()
    .int()
    .min(0)
    .max(100_000_000)
    .refine((v) => v !== 0, nonZero('VALUE_NOT_ZERO')),
  unitOfMeasurement: z.string().trim().max(20).optional(),
  status: z.enum(PRODUCT_STATUSES).default('ACTIVE'),
  dimensions: z
    .object({
      length: z.number().positive().max(100_000),
      width: z.number().positive().max(100_000),
      height: z.number().positive().max(100_000),
      unit: z.enum(LENGTH_UNITS),
    })
    .strict()
    .optional(),
  weight: z
    .object({ value: z.number().positive().max(1_000_000), unit: z.enum(WEIGHT_UNITS) })
    .strict()
    .optional(),
});

export const createProductBody = productFields.strict();
export const updateProductBody = productFields.partial().strict();
export type CreateProductBody = z.infer<typeof createProductBody>;
export type UpdateProductBody = z.infer<typeof updateProductBody>;

export const stockView = z.object({ total: z.number().int(), reserved: z.number().int(), available: z.number().int() });
/** incoming: planned deliveries not yet received; forSale: the largest quantity offered on any channel listing. */
export const productStockView = stockView.extend({ incoming: z.number().int(), forSale: z.number().int() });

export const channelListing = z
  .object({
    accountName: z.string().trim().min(1).max(100),
    quantityForSale: z.number().int().min(0).max(10_000_000),
    priceCents: z
      .number()
      .int()
      .min(0)
      .max(100_000_000)
      .refine((v) => v !== 0, nonZero('VALUE_NOT_ZERO')),
    link: webLink.max(1000).optional(),
  })
  .strict();
export type ChannelListingBody = z.infer<typeof channelListing>;

export const setListingsBody = z
  .object({ listings: z.array(channelListing).max(50) })
  .strict()
  .superRefine(({ listings }, ctx) => {
    const seen = new Set<string>();
    listings.forEach((l, i) => {
      const key = l.accountName.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['listings', i, 'accountName'],
          params: { fieldCode: 'DUPLICATE_LISTING_ACCOUNT' },
          message: 'Duplicate account name',
        });
      seen.add(key);
    });
  });
export type SetListingsBody = z.infer<typeof setListingsBody>;
export const managedStockBody = z.object({ enabled: z.boolean() }).strict();
export const listingQuantityChange = z.object({ accountName: z.string(), from: z.number().int(), to: z.number().int() });
export const managedStockPreview = z.object({ available: z.number().int(), changes: z.array(listingQuantityChange) });
export type ManagedStockPreview = z.infer<typeof managedStockPreview>;

export const productView = productFields.extend({
  id: z.string(),
  createdAt: z.string(),
  dimensionsVerified: z.boolean(),
  weightVerified: z.boolean(),
  managedStock: z.boolean(),
  /** Quantities as offered: with managed stock on, each follows available stock. */
  listings: z.array(channelListing),
  stock: productStockView,
});
export type ProductView = z.infer<typeof productView>;

export const productIdParams = z.object({ productId: z.uuid() });

/** One quantity change of a product (spec 3 stock history); documentId is the shipment, order or count that caused it. */
export const stockHistoryEntry = z.object({
  position: z.string(),
  reason: z.enum(STOCK_REASONS),
  documentId: z.string(),
  /** The shipment or order behind the change, by its number (null for a stock count). */
  document: z.object({ kind: z.enum(['INBOUND_SHIPMENT', 'ORDER']), number: z.string() }).nullable(),
  delta: z.number().int(),
  totalAfter: z.number().int(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type StockHistoryEntry = z.infer<typeof stockHistoryEntry>;
/** The seller's own view: which staff member counted is the warehouse's business, not shown to sellers. */
export const sellerStockHistoryEntry = stockHistoryEntry.omit({ actorId: true, actorName: true });
export type SellerStockHistoryEntry = z.infer<typeof sellerStockHistoryEntry>;

export const productListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  createdWithin: z.enum(CREATED_WITHIN).optional(),
  connection: z.enum(CONNECTION_STATES).optional(),
  sort: z.enum(['createdAt', '-createdAt', 'title', '-title', 'sku', '-sku', 'available', '-available']).default('-createdAt'),
});

export type ProductListQuery = z.infer<typeof productListQuery>;

export const stockAsOfQuery = z.object({ asOf: instant.optional() });

export const productExportQuery = productListQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx']),
  /** Selected products (repeated key); all matching the filters when absent. */
  ids: z.union([z.uuid(), z.array(z.uuid()).max(1000)]).optional(),
});

/** total counts at most PRODUCT_COUNT_CAP matches (a cheap count over 100,000s); totalCapped says there are more. */
export const PRODUCT_COUNT_CAP = 10_000;
export const productPage = pageOf(productView).extend({ totalCapped: z.boolean() });
export type ProductPage = z.infer<typeof productPage>;

export const productRoutes = {
  export: defineRoute({
    method: 'GET',
    path: '/products/export',
    summary: 'Download selected or all products as CSV or Excel (streamed)',
    tag: 'products',
    query: productExportQuery,
    response: z.string(),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/products',
    summary: 'Create a product',
    tag: 'products',
    body: createProductBody,
    response: commandResult,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/products',
    summary: 'Products with filters, search, sort and pages',
    tag: 'products',
    query: productListQuery,
    response: productPage,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/products/:productId',
    summary: 'One product',
    tag: 'products',
    params: productIdParams,
    response: productView,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/products/:productId',
    summary: 'Edit a product',
    tag: 'products',
    params: productIdParams,
    body: updateProductBody,
    response: commandResult,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/products/:productId',
    summary: 'Delete a product with no stock',
    tag: 'products',
    params: productIdParams,
    response: commandResult,
  }),
  setListings: defineRoute({
    method: 'PUT',
    path: '/products/:productId/listings',
    summary: 'Replace the product’s sales-channel listings (account, quantity for sale, price, link)',
    tag: 'products',
    params: productIdParams,
    body: setListingsBody,
    response: commandResult,
  }),
  managedStockPreview: defineRoute({
    method: 'GET',
    path: '/products/:productId/managed-stock/preview',
    summary: 'The listing quantity changes that enabling managed stock would make',
    tag: 'products',
    params: productIdParams,
    response: managedStockPreview,
  }),
  setManagedStock: defineRoute({
    method: 'PUT',
    path: '/products/:productId/managed-stock',
    summary: 'Enable (listings follow available stock) or disable managed stock',
    tag: 'products',
    params: productIdParams,
    body: managedStockBody,
    response: commandResult,
  }),
  stockHistory: defineRoute({
    method: 'GET',
    path: '/products/:productId/stock-history',
    summary: 'The seller’s own product: quantity changes with reason, document and quantity after (newest first)',
    tag: 'products',
    params: productIdParams,
    query: pageQuery,
    response: pageOf(sellerStockHistoryEntry),
  }),
  stock: defineRoute({
    method: 'GET',
    path: '/products/:productId/stock',
    summary: 'Total, reserved and available now or at any past instant (replayed from events)',
    tag: 'products',
    params: productIdParams,
    query: stockAsOfQuery,
    response: stockView.extend({ asOf: z.string() }),
  }),
};
