// Insights, spend breakdown: the wallet's spendings by purpose per month (net of refunds), what one shipped order cost,
// and what the storage of one unit cost per storage period.
import { z } from 'zod';
import { SPENDING_PURPOSES } from '../billing/constants';
import { defineRoute } from './route';

/** The longest breakdown: a year of months. */
export const SPEND_MONTHS_MAX = 12;

const month = z.string().refine((text) => /^\d{4}-(0[1-9]|1[0-2])$/.test(text), { params: { fieldCode: 'INVALID_VALUE' } });
const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const spendQuery = z
  .object({
    from: month,
    to: month,
    /** The reader's IANA time zone: months start at their midnight. */
    timeZone: z
      .string()
      .max(64)
      .refine(knownTimeZone, { params: { fieldCode: 'INVALID_VALUE' } })
      .default('UTC'),
  })
  .refine((q) => monthIndex(q.to) >= monthIndex(q.from), { path: ['to'], params: { fieldCode: 'PERIOD_END_BEFORE_START' } })
  .refine((q) => monthIndex(q.to) - monthIndex(q.from) < SPEND_MONTHS_MAX, {
    path: ['to'],
    params: { fieldCode: 'PERIOD_TOO_LONG', days: 366 },
  });

export const spendMonth = z.object({
  month: z.string(),
  /** Cents spent per purpose in the month, less what was refunded of that purpose in it. */
  byPurpose: z.record(z.enum(SPENDING_PURPOSES), z.number().int()),
  totalCents: z.number().int(),
  /** Orders whose units left the warehouse in the month, and the ORDER_FULFILLMENT spent per one (null without any). */
  ordersShipped: z.number().int(),
  costPerOrderShippedCents: z.number().int().nullable(),
});
export type SpendMonth = z.infer<typeof spendMonth>;

export const storagePeriodCost = z.object({
  /** The storage fee's period (its month in UTC, as billing charges it). */
  period: z.string(),
  feeCents: z.number().int(),
  /** Units stored on average over the period, time-weighted from every stock change. */
  averageUnitsStored: z.number(),
  costPerUnitCents: z.number().int().nullable(),
});
export type StoragePeriodCost = z.infer<typeof storagePeriodCost>;

export const spendBreakdown = z.object({ months: z.array(spendMonth), storage: z.array(storagePeriodCost) });
export type SpendBreakdown = z.infer<typeof spendBreakdown>;

export const insightsSpendRoutes = {
  spend: defineRoute({
    method: 'GET',
    path: '/insights/spend',
    summary: 'Wallet spendings by purpose per month, cost per order shipped, storage cost per unit stored',
    tag: 'insights',
    query: spendQuery,
    response: spendBreakdown,
  }),
} as const;
