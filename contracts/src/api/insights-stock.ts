// Insights, stock over time: a product's (or all the seller's products') total, reserved and available stock at every
// change of a period, with what caused each change and its document.
import { z } from 'zod';
import { REPORT_FORMATS } from '../billing/constants';
import { defineRoute } from './route';
import { reportPeriod, validPeriod } from './report-period';

/** A quantity change by its reason, a reservation made or released, or new package measurements of a stocked product. */
export const STOCK_CAUSES = [
  'INBOUND_SHIPMENT',
  'FULFILLMENT',
  'STOCK_TAKING',
  'FULFILLMENT_RETURN',
  'RESERVED',
  'RELEASED',
  'MEASUREMENTS',
] as const;
export type StockCause = (typeof STOCK_CAUSES)[number];

/** The most changes one answer carries; a period with more says `truncated` and shows the earliest ones. */
export const STOCK_SERIES_MAX_POINTS = 2000;

export const insightsStockQuery = validPeriod(z.object({ productId: z.uuid().optional(), ...reportPeriod }));
export const insightsStockReportQuery = validPeriod(
  z.object({ productId: z.uuid().optional(), format: z.enum(REPORT_FORMATS), ...reportPeriod }),
);

export const stockLevels = z.object({
  total: z.number().int(),
  reserved: z.number().int(),
  available: z.number().int(),
  /** Cubic feet stored (products without dimensions count 0); all products together only, else null. */
  cubicFeet: z.number().nullable(),
});
export type StockLevels = z.infer<typeof stockLevels>;

/** The stock right after one change. */
export const stockPoint = stockLevels.extend({
  position: z.string(),
  at: z.string(),
  productId: z.string(),
  sku: z.string().nullable(),
  cause: z.enum(STOCK_CAUSES),
  documentId: z.string(),
  /** The shipment or order behind the change, by its number; null for a stock count or measurements. */
  document: z.object({ kind: z.enum(['INBOUND_SHIPMENT', 'ORDER']), number: z.string() }).nullable(),
});
export type StockPoint = z.infer<typeof stockPoint>;

export const stockSeries = z.object({
  /** The stock as of `from` (before the period's first change). */
  opening: stockLevels,
  /** Every change in [from, to], oldest first. */
  points: z.array(stockPoint),
  truncated: z.boolean(),
});
export type StockSeries = z.infer<typeof stockSeries>;

export const insightsStockRoutes = {
  stock: defineRoute({
    method: 'GET',
    path: '/insights/stock',
    summary: 'Stock over a period, at every change: one own product (productId) or all of them together',
    tag: 'insights',
    query: insightsStockQuery,
    response: stockSeries,
  }),
  stockReport: defineRoute({
    method: 'GET',
    path: '/insights/stock/report',
    summary: 'The same changes as CSV or Excel',
    tag: 'insights',
    query: insightsStockReportQuery,
    response: z.string(),
  }),
} as const;
