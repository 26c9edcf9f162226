// Storage fees: monthly charges on the average daily stored volume (cubic feet), their history and report.
import { z } from 'zod';
import { REPORT_FORMATS } from '../billing/constants';
import { reportPeriod, validPeriod } from './report-period';
import { defineRoute, pageOf, pageQuery } from './route';

export const storageFeeView = z.object({
  id: z.string(),
  /** The charged month, YYYY-MM. */
  period: z.string(),
  averageDailyCubicFeet: z.number(),
  priceCents: z.number().int(),
  paid: z.boolean(),
  at: z.string(),
});
export type StorageFeeView = z.infer<typeof storageFeeView>;

export const storageFeeReportQuery = validPeriod(z.object({ format: z.enum(REPORT_FORMATS), ...reportPeriod }));

export const storageFeeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/storage-fees',
    summary: 'Storage fee history: period, average daily volume, price, paid or not',
    tag: 'storage-fees',
    query: pageQuery,
    response: pageOf(storageFeeView),
  }),
  current: defineRoute({
    method: 'GET',
    path: '/storage-fees/current',
    summary: 'Stored volume today and this month so far',
    tag: 'storage-fees',
    response: z.object({
      cubicFeetToday: z.number(),
      daysRecorded: z.number().int(),
      averageDailyCubicFeet: z.number(),
      priceCentsPerCubicFootMonth: z.number().int(),
    }),
  }),
  report: defineRoute({
    method: 'GET',
    path: '/storage-fees/report',
    summary: 'Storage fees of a period as CSV or Excel',
    tag: 'storage-fees',
    query: storageFeeReportQuery,
    response: z.string(),
  }),
};
