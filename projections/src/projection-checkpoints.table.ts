import type { ColumnType, Selectable } from 'kysely';

export interface ProjectionCheckpointsTable {
  name: string;
  /** Opaque GlobalPosition token of the last applied event; null before the first. */
  position: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export type ProjectionCheckpoint = Selectable<ProjectionCheckpointsTable>;
