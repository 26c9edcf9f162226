// Insights, days of stock left: how long each product's available stock lasts at the pace it shipped to buyers over
// the last 7, 30 or 90 days, with and without the units on their way (open inbound shipments).
import { z } from 'zod';
import { defineRoute, pageOf, pageQuery } from './route';

export const DAYS_LEFT_WINDOWS = ['7', '30', '90'] as const;

export const daysLeftQuery = pageQuery.extend({ windowDays: z.enum(DAYS_LEFT_WINDOWS).default('30').transform(Number) });

const daysLeftFigures = z.object({
  available: z.number().int(),
  incoming: z.number().int(),
  /** Units shipped to buyers in the window. */
  shippedUnits: z.number().int(),
  unitsPerDay: z.number(),
  /** Whole days the available stock lasts; null when nothing shipped in the window (no pace to run out at). */
  daysLeft: z.number().int().nullable(),
  daysLeftWithIncoming: z.number().int().nullable(),
});
export type DaysLeftFigures = z.infer<typeof daysLeftFigures>;

export const daysLeftItem = daysLeftFigures.extend({ productId: z.string(), sku: z.string(), title: z.string() });
export type DaysLeftItem = z.infer<typeof daysLeftItem>;

export const daysLeftPage = pageOf(daysLeftItem).extend({ windowDays: z.number().int(), all: daysLeftFigures });
export type DaysLeftPage = z.infer<typeof daysLeftPage>;

export const insightsDaysLeftRoutes = {
  daysLeft: defineRoute({
    method: 'GET',
    path: '/insights/days-left',
    summary: 'Days of stock left per product (fewest first) and for all products, at the pace of the last 7/30/90 days',
    tag: 'insights',
    query: daysLeftQuery,
    response: daysLeftPage,
  }),
} as const;
