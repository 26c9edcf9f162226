// Insights, reorder alerts: a seller's threshold per product (days of stock left at the Insights page's pace, or units
// available) and the alerts its crossings raised (decision 0043).
import { z } from 'zod';
import { DAYS_LEFT_WINDOWS } from './insights-days-left';
import { productIdParams } from './products';
import { commandResult, defineRoute } from './route';

/** A year of days, or a warehouse's worth of units: anything above is a typo, not a plan. */
export const REORDER_MAX_DAYS = 365;
export const REORDER_MAX_UNITS = 100_000;

export const reorderThresholdBody = z.discriminatedUnion('basis', [
  z.object({
    basis: z.literal('DAYS'),
    value: z.number().int().min(1).max(REORDER_MAX_DAYS),
    windowDays: z.enum(DAYS_LEFT_WINDOWS).default('30').transform(Number),
  }),
  z.object({ basis: z.literal('UNITS'), value: z.number().int().min(1).max(REORDER_MAX_UNITS) }),
]);
export type ReorderThresholdBody = z.output<typeof reorderThresholdBody>;

const threshold = z.object({ basis: z.enum(['DAYS', 'UNITS']), value: z.number().int(), windowDays: z.number().int().nullable() });
const level = z.object({ available: z.number().int(), shippedUnits: z.number().int(), daysLeft: z.number().int().nullable() });

export const reorderAlertItem = z.object({
  productId: z.string(),
  sku: z.string(),
  title: z.string(),
  threshold,
  /** The open alert: the level crossed below the threshold and has not risen back since; null while armed. */
  alert: z
    .object({
      /** UTC ISO-8601. */
      at: z.string(),
      level,
      /** Units for the inbound draft: 30 days (or the threshold's days, if more) at the pace, at least the gap to a units threshold. */
      suggestedQuantity: z.number().int().positive(),
    })
    .nullable(),
});
export type ReorderAlertItem = z.infer<typeof reorderAlertItem>;

/** Every threshold of the seller's live products, open alerts first (newest first), then by SKU. */
export const reorderAlertList = z.object({ items: z.array(reorderAlertItem), openAlerts: z.number().int() });
export type ReorderAlertList = z.infer<typeof reorderAlertList>;

export const insightsReorderRoutes = {
  setThreshold: defineRoute({
    method: 'PUT',
    path: '/insights/reorder-thresholds/:productId',
    summary: 'Set the reorder threshold of one of your products (days of stock left or units available)',
    tag: 'insights',
    params: productIdParams,
    body: reorderThresholdBody,
    response: commandResult,
  }),
  clearThreshold: defineRoute({
    method: 'DELETE',
    path: '/insights/reorder-thresholds/:productId',
    summary: 'Clear the reorder threshold of one of your products',
    tag: 'insights',
    params: productIdParams,
    response: commandResult,
  }),
  alerts: defineRoute({
    method: 'GET',
    path: '/insights/reorder-alerts',
    summary: 'Your reorder thresholds and their open alerts (open first)',
    tag: 'insights',
    response: reorderAlertList,
  }),
} as const;
