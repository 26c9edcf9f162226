// The chart's step lines: the opening level at the period's start, a step at every change, held to the period's end
// (or now, for a period still running), so the line's value at any instant is the stock as of that instant.
import type { StockPoint, StockSeries } from '@ledgerhouse/contracts';

export const LEVELS = ['total', 'reserved', 'available'] as const;
export type Level = (typeof LEVELS)[number];

export interface StepDatum {
  at: Date;
  value: number;
  level: Level;
}

/** The changes a mark shows on the chart: the ones with a document of the warehouse's work. */
export const MARKED_CAUSES = new Set<StockPoint['cause']>(['INBOUND_SHIPMENT', 'FULFILLMENT', 'STOCK_TAKING', 'FULFILLMENT_RETURN']);

export function stepData(series: StockSeries, from: string, to: string, now: Date = new Date()): StepDatum[] {
  const end = new Date(Math.min(Date.parse(to), Math.max(now.getTime(), Date.parse(from))));
  const points = [
    { at: new Date(from), levels: series.opening },
    ...series.points.map((p) => ({ at: new Date(p.at), levels: p as StockSeries['opening'] })),
  ];
  const last = points[points.length - 1]!;
  if (last.at < end) points.push({ at: end, levels: last.levels });
  return LEVELS.flatMap((level) => points.map((p) => ({ at: p.at, value: p.levels[level], level })));
}
