import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

export interface ProjectionCheckpointsTable {
  name: string;
  /** Opaque GlobalPosition token of the last applied event; null before the first. */
  position: string | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export type ProjectionCheckpoint = Selectable<ProjectionCheckpointsTable>;
export type NewProjectionCheckpoint = Insertable<ProjectionCheckpointsTable>;
export type ProjectionCheckpointUpdate = Updateable<ProjectionCheckpointsTable>;
