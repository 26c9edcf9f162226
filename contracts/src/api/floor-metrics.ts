// The warehouse floor's numbers (issue 27, admin): units handled per staff member per hour or day, receiving times
// from delivery to the last unit in a bin, orders waiting to ship by age and handovers per day per carrier.
import { z } from 'zod';
import { REPORT_FORMATS } from '../billing/constants';
import { reportPeriod, validPeriod } from './report-period';
import { defineRoute } from './route';
import { timeZone } from './time-zone';

/** Receiving is promised within 3 days of delivery (decision 0041: calendar days). */
export const RECEIVING_PROMISE_DAYS = 3;
export const WAITING_AGES = ['UNDER_1_DAY', 'DAYS_1_TO_2', 'DAYS_2_TO_3', 'OVER_3_DAYS'] as const;

const period = { ...reportPeriod, timeZone: timeZone.default('UTC') };
export const floorActivityQuery = validPeriod(z.object({ ...period, bucket: z.enum(['hour', 'day']).default('day') }));
export const floorPeriodQuery = validPeriod(z.object(period));

/** The tables beside the floor page's charts, each downloadable as CSV or Excel. */
export const FLOOR_REPORT_TABLES = ['activity', 'receiving', 'waiting', 'handed-over', 'accuracy'] as const;
export type FloorReportTable = (typeof FLOOR_REPORT_TABLES)[number];
export const floorReportQuery = validPeriod(
  z.object({
    ...period,
    table: z.enum(FLOOR_REPORT_TABLES),
    format: z.enum(REPORT_FORMATS),
    bucket: z.enum(['hour', 'day']).default('day'),
    /** Activity only: one staff member's rows, as the page's filter shows them. */
    staffId: z.uuid().optional(),
  }),
);

export const floorActivityRow = z.object({
  staffId: z.string(),
  staffName: z.string().nullable(),
  /** The hour ("2026-11-20T14:00") or day ("2026-11-20") in the reader's time zone. */
  bucket: z.string(),
  received: z.number().int(),
  placed: z.number().int(),
  picked: z.number().int(),
  packed: z.number().int(),
});
export type FloorActivityRow = z.infer<typeof floorActivityRow>;

export const receivingShipment = z.object({
  id: z.string(),
  number: z.string().nullable(),
  deliveredAt: z.string(),
  locatedAt: z.string().nullable(),
  /** Delivery to located, in hours (one decimal); null while open. */
  hours: z.number().nullable(),
});
export type ReceivingShipment = z.infer<typeof receivingShipment>;

export const receivingView = z.object({
  /** Shipments delivered in the period. */
  delivered: z.number().int(),
  /** Of those, how many were located within 1, 2 and 3 days, and their share (0–1). */
  within: z.array(z.object({ days: z.number().int(), located: z.number().int(), share: z.number() })),
  /** The period's shipments, newest delivery first (at most 500). */
  shipments: z.array(receivingShipment),
  /** Delivered more than 3 days ago and still not located (any period), oldest first. */
  lateOpen: z.array(receivingShipment),
});
export type ReceivingView = z.infer<typeof receivingView>;

export const shippingView = z.object({
  /** Orders paid and not handed over (nor canceled), by age now. */
  waiting: z.array(z.object({ age: z.enum(WAITING_AGES), orders: z.number().int() })),
  /** The longest-waiting orders, oldest first (at most 20). */
  oldestWaiting: z.array(z.object({ id: z.string(), number: z.string().nullable(), paidAt: z.string() })),
  /** Orders handed over in the period per day (the reader's time zone) and carrier. */
  handedOver: z.array(z.object({ day: z.string(), carrier: z.string(), orders: z.number().int() })),
});
export type ShippingView = z.infer<typeof shippingView>;

export const scanAccuracyRow = z.object({
  staffId: z.string(),
  staffName: z.string().nullable(),
  /** Accepted scans plus refused ones. */
  scans: z.number().int(),
  wrongItem: z.number().int(),
  wrongBin: z.number().int(),
  unknownBarcode: z.number().int(),
  /** Refusals per 1,000 scans, one decimal. */
  wrongItemPerThousand: z.number(),
  wrongBinPerThousand: z.number(),
  unknownBarcodePerThousand: z.number(),
});
export type ScanAccuracyRow = z.infer<typeof scanAccuracyRow>;

export const floorMetricsRoutes = {
  activity: defineRoute({
    method: 'GET',
    path: '/admin/floor-metrics/activity',
    summary: 'Units received, placed, picked and packed per staff member per hour or day',
    tag: 'floor-metrics',
    query: floorActivityQuery,
    response: z.object({ rows: z.array(floorActivityRow) }),
  }),
  receiving: defineRoute({
    method: 'GET',
    path: '/admin/floor-metrics/receiving',
    summary: 'Receiving times from delivery to located, the share within 1–3 days, and open late shipments',
    tag: 'floor-metrics',
    query: floorPeriodQuery,
    response: receivingView,
  }),
  accuracy: defineRoute({
    method: 'GET',
    path: '/admin/floor-metrics/accuracy',
    summary: 'Wrong-item, wrong-bin and unknown-barcode refusals per 1,000 scans per staff member',
    tag: 'floor-metrics',
    query: floorPeriodQuery,
    response: z.object({ rows: z.array(scanAccuracyRow) }),
  }),
  shipping: defineRoute({
    method: 'GET',
    path: '/admin/floor-metrics/shipping',
    summary: 'Orders waiting to ship by age, and handovers per day per carrier',
    tag: 'floor-metrics',
    query: floorPeriodQuery,
    response: shippingView,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/admin/floor-metrics/report',
    summary: 'One chart’s table as CSV or Excel, in the reader’s language and time zone',
    tag: 'floor-metrics',
    query: floorReportQuery,
    response: z.string(),
  }),
};
