// The Insights page's pace rule (decision 0042), shared by the days-left list and the reorder points (decision 0043).

/** Whole days `units` last at `shipped` units per `windowDays`; null without shipments. */
export const daysLeft = (units: number, shipped: number, windowDays: number): number | null =>
  shipped > 0 ? Math.floor((units * windowDays) / shipped) : null;
