// The Kafka relay's table (migration 20261125_0020_integration_relay), typed for kysely.
import type { ColumnType } from 'kysely';

export interface RelayTables {
  integration_relay_checkpoints: {
    name: string;
    /** Opaque GlobalPosition token of the last event whose public events the broker acknowledged; null before the first. */
    position: string | null;
    updated_at: ColumnType<Date, Date, Date>;
  };
}
