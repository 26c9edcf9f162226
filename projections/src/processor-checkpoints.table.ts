import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Every processor's checkpoint (projectors, sagas, the webhook fan-out, the Kafka relay), named `<kind>:<name>`: the
 * last event it is done with as the numeric pair of its global position (PostgreSQL: tx, position); both null before
 * the first. Leases are per processor, apart from this table.
 */
export interface ProcessorCheckpointsTable {
  name: string;
  /** numeric(20): pg returns it as text. */
  tx: string | null;
  position: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export type ProcessorCheckpoint = Selectable<ProcessorCheckpointsTable>;
export type NewProcessorCheckpoint = Insertable<ProcessorCheckpointsTable>;
export type ProcessorCheckpointUpdate = Updateable<ProcessorCheckpointsTable>;
