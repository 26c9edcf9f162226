// Warehouse locations (bins): managers create (one or a range) and deactivate them, staff list them; labels as a PDF;
// what each bin holds and which bins hold a product.
import { z } from 'zod';
import { commandResult, defineRoute, pageOf, pageQuery, queryInteger } from './route';

/** Bin codes: zone letter, aisle, shelf (A-01-02). */
export const LOCATION_CODE_PATTERN = /^[A-Z]-\d{2}-\d{2}$/;
/** The most bins one range creates, or one label sheet prints. */
export const MAX_LOCATIONS_AT_ONCE = 500;

export const locationCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => LOCATION_CODE_PATTERN.test(code), { params: { fieldCode: 'LOCATION_CODE_FORMAT' } });

export const formatLocationCode = (zone: string, aisle: number, shelf: number) =>
  `${zone}-${String(aisle).padStart(2, '0')}-${String(shelf).padStart(2, '0')}`;

const zone = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]$/);
const aisleOrShelf = z.number().int().min(1).max(99);

export const createLocationBody = z.object({ code: locationCode }).strict();
export const locationRange = z.object({
  zone,
  aisleFrom: aisleOrShelf,
  aisleTo: aisleOrShelf,
  shelfFrom: aisleOrShelf,
  shelfTo: aisleOrShelf,
});
export const createLocationRangeBody = locationRange
  .strict()
  .refine((r) => r.aisleTo >= r.aisleFrom, { path: ['aisleTo'], params: { fieldCode: 'TOO_SMALL', min: 'aisleFrom' } })
  .refine((r) => r.shelfTo >= r.shelfFrom, { path: ['shelfTo'], params: { fieldCode: 'TOO_SMALL', min: 'shelfFrom' } });
export type CreateLocationRangeBody = z.infer<typeof createLocationRangeBody>;

/** Every code of a range, aisle by aisle, shelf by shelf. */
export function codesOfRange(range: z.infer<typeof locationRange>): string[] {
  const codes: string[] = [];
  for (let aisle = range.aisleFrom; aisle <= range.aisleTo; aisle++)
    for (let shelf = range.shelfFrom; shelf <= range.shelfTo; shelf++) codes.push(formatLocationCode(range.zone, aisle, shelf));
  return codes;
}

export const locationRangeResult = z.object({
  created: z.array(z.string()),
  alreadyExisting: z.array(z.string()),
  position: z.string(),
});

export const locationView = z.object({
  code: z.string(),
  zone: z.string(),
  aisle: z.number().int(),
  shelf: z.number().int(),
  active: z.boolean(),
  /** Units stored in the bin now (every product). */
  units: z.number().int(),
  createdAt: z.string(),
});
export type LocationView = z.infer<typeof locationView>;

export const locationCodeParams = z.object({ code: locationCode });
export const locationListQuery = pageQuery.extend({
  search: z.string().trim().max(20).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const oneOrMany = z.union([locationCode, z.array(locationCode)]).transform((v) => (Array.isArray(v) ? v : [v]));
const rangeNumber = queryInteger.pipe(aisleOrShelf);
/** Labels for the listed codes, or for a range (zone, aisles, shelves). */
export const locationLabelsQuery = z.object({
  codes: oneOrMany.optional(),
  zone: zone.optional(),
  aisleFrom: rangeNumber.optional(),
  aisleTo: rangeNumber.optional(),
  shelfFrom: rangeNumber.optional(),
  shelfTo: rangeNumber.optional(),
});

export const binStockEntry = z.object({
  productId: z.string(),
  sellerId: z.string(),
  sku: z.string().nullable(),
  title: z.string().nullable(),
  quantity: z.number().int(),
});
export const binStockView = z.object({ code: z.string(), active: z.boolean(), items: z.array(binStockEntry) });
export const productBinsView = z.object({
  productId: z.string(),
  items: z.array(z.object({ locationCode: z.string(), quantity: z.number().int(), active: z.boolean() })),
});
export const productIdOfBinsParams = z.object({ productId: z.uuid() });

const tag = 'admin-locations';
export const locationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/locations',
    summary: 'Warehouse bins: search by code, active or inactive, paged',
    tag,
    query: locationListQuery,
    response: pageOf(locationView),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/locations',
    summary: 'Create one bin (warehouse managers)',
    tag,
    body: createLocationBody,
    response: commandResult,
    status: 201,
  }),
  createRange: defineRoute({
    method: 'POST',
    path: '/admin/locations/range',
    summary: `Create every bin of a zone's aisles × shelves, at most ${MAX_LOCATIONS_AT_ONCE} (warehouse managers); existing ones are kept`,
    tag,
    body: createLocationRangeBody,
    response: locationRangeResult,
    status: 201,
  }),
  labels: defineRoute({
    method: 'GET',
    path: '/admin/locations/labels.pdf',
    summary: 'Printable labels (Code 128 barcode and the code) for the listed bins or a range, one per page',
    tag,
    query: locationLabelsQuery,
    response: z.string(),
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/admin/locations/:code/deactivate',
    summary: 'Deactivate an empty bin (warehouse managers)',
    tag,
    params: locationCodeParams,
    response: commandResult,
  }),
  reactivate: defineRoute({
    method: 'POST',
    path: '/admin/locations/:code/reactivate',
    summary: 'Use a deactivated bin again (warehouse managers)',
    tag,
    params: locationCodeParams,
    response: commandResult,
  }),
  stock: defineRoute({
    method: 'GET',
    path: '/admin/locations/:code/stock',
    summary: 'What a bin holds: products, sellers, quantities',
    tag,
    params: locationCodeParams,
    response: binStockView,
  }),
  productBins: defineRoute({
    method: 'GET',
    path: '/admin/products/:productId/bins',
    summary: 'The bins holding a product, with quantities',
    tag,
    params: productIdOfBinsParams,
    response: productBinsView,
  }),
};
