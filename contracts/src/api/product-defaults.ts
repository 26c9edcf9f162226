// A seller's product defaults (profile, "Product info"): the values a new product starts from.
import { z } from 'zod';
import { commandResult, defineRoute } from './route';
import { productFields } from './products';

/** Each save replaces the whole: a field left out is cleared. Same rules as the product's own fields. */
export const productDefaultsBody = productFields
  .pick({ countryOfOrigin: true, unitOfMeasurement: true, dimensions: true, weight: true })
  .strict();
export type ProductDefaultsBody = z.infer<typeof productDefaultsBody>;

/** updatedAt is null while the seller has never saved defaults. */
export const productDefaultsView = productDefaultsBody.extend({ updatedAt: z.string().nullable() });
export type ProductDefaultsView = z.infer<typeof productDefaultsView>;

export const productDefaultsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/profile/product-defaults',
    summary: 'The signed-in seller’s product defaults',
    tag: 'profile',
    response: productDefaultsView,
  }),
  set: defineRoute({
    method: 'PUT',
    path: '/profile/product-defaults',
    summary: 'Replace the signed-in seller’s product defaults (package size, weight, country of origin, unit)',
    tag: 'profile',
    body: productDefaultsBody,
    response: commandResult,
  }),
};
