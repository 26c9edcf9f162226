import type { ColumnType, Selectable } from 'kysely';

/** Every event of an inbound shipment, in stream order, with who did it. */
export interface InboundTimelineTable {
  shipment_id: string;
  version: number;
  position: string;
  type: string;
  at: ColumnType<Date, Date | string, Date | string>;
  actor_id: string | null;
  impersonator_id: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
}
export type InboundTimelineRow = Selectable<InboundTimelineTable>;
