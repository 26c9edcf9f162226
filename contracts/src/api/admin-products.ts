// The warehouse's products tab: every seller's products, their stock history, stock taking and verification.
import { z } from 'zod';
import { STOCK_REASONS } from '../events/catalog';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { productIdParams, productView, stockAsOfQuery, stockHistoryEntry, stockView } from './products';

export const adminProductView = productView.extend({ sellerId: z.string() });
/** The warehouse's rows are the seller's rows: one shape for both routes. */
export const inventoryHistoryEntry = stockHistoryEntry;
export const reservedHistoryEntry = z.object({
  position: z.string(),
  documentId: z.string(),
  document: stockHistoryEntry.shape.document,
  change: z.number().int(),
  reservedAfter: z.number().int(),
  kind: z.enum(['RESERVED', 'CANCELED', 'FULFILLED']),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});
const period = { from: instant.optional(), to: instant.optional() };
export const inventoryHistoryQuery = pageQuery.extend({ reason: z.enum(STOCK_REASONS).optional(), ...period });
export const reservedHistoryQuery = pageQuery.extend(period);
export const stockTakingBody = z
  .object({ counted: z.number().int().min(0).max(10_000_000), comment: z.string().trim().min(1).max(1000) })
  .strict();
export const verifyMeasurementsBody = z.object({ dimensions: z.boolean(), weight: z.boolean() }).strict();
export const adminProductListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional(), sellerId: z.uuid().optional() });
export const reconciliationAnswer = z.object({
  checked: z.number().int(),
  differences: z.array(z.object({ productId: z.string(), replayed: stockView, readModel: stockView })),
});

export const adminProductRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/products',
    summary: 'Every seller’s products, searchable; one seller’s with sellerId',
    tag: 'admin-products',
    query: adminProductListQuery,
    response: pageOf(adminProductView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/products/:productId',
    summary: 'One product',
    tag: 'admin-products',
    params: productIdParams,
    response: adminProductView,
  }),
  inventoryHistory: defineRoute({
    method: 'GET',
    path: '/admin/products/:productId/inventory-history',
    summary: 'Quantity changes with reason, document, actor and quantity after',
    tag: 'admin-products',
    params: productIdParams,
    query: inventoryHistoryQuery,
    response: pageOf(inventoryHistoryEntry),
  }),
  reservedHistory: defineRoute({
    method: 'GET',
    path: '/admin/products/:productId/reserved-stock-history',
    summary: 'Reservation changes',
    tag: 'admin-products',
    params: productIdParams,
    query: reservedHistoryQuery,
    response: pageOf(reservedHistoryEntry),
  }),
  stock: defineRoute({
    method: 'GET',
    path: '/admin/products/:productId/stock',
    summary: 'Stock now or as of any past instant',
    tag: 'admin-products',
    params: productIdParams,
    query: stockAsOfQuery,
    response: stockView.extend({ asOf: z.string() }),
  }),
  stockTaking: defineRoute({
    method: 'POST',
    path: '/admin/products/:productId/stock-taking',
    summary: 'Set the counted quantity (STOCK_TAKING)',
    tag: 'admin-products',
    params: productIdParams,
    body: stockTakingBody,
    response: commandResult,
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/admin/products/:productId/verify-measurements',
    summary: 'Mark dimensions and/or weight as verified at the warehouse',
    tag: 'admin-products',
    params: productIdParams,
    body: verifyMeasurementsBody,
    response: commandResult,
  }),
  reconcile: defineRoute({
    method: 'POST',
    path: '/admin/inventory/reconcile',
    summary: 'Replay every inventory stream and compare with the read model',
    tag: 'admin-products',
    response: reconciliationAnswer,
  }),
};
