// The floor page's period: whole days in the reader's time zone, sent as instants with the zone's name.
export interface FloorPeriod {
  from: string;
  to: string;
  timeZone: string;
}

export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const floorKey = ['floor-metrics'] as const;
