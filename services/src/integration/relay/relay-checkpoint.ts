// The relay's stored checkpoint only moves forward. Two holders can overlap for a moment (a partitioned process that
// has not noticed its lease is gone yet, beside the one that took the job over): the one still publishing older
// batches must not move the checkpoint back under the newer one, or a restart would republish what was acknowledged.
// Positions are "major.minor" tokens: compared by their two numbers, not as text ("9.5" comes before "10.2").
import { sql, type Kysely } from 'kysely';
import type { GlobalPosition } from '@ledgerhouse/infra';
import type { RelayTables } from './relay-tables';

/** Moves the named checkpoint to `to` unless it is already there or further. */
export async function advanceRelayCheckpoint(db: Kysely<RelayTables>, name: string, to: GlobalPosition): Promise<void> {
  await db
    .updateTable('integration_relay_checkpoints')
    .set({ position: to, updated_at: new Date() })
    .where('name', '=', name)
    .where((eb) =>
      eb.or([
        eb('position', 'is', null),
        eb(
          sql`(split_part(position, '.', 1)::numeric, split_part(position, '.', 2)::numeric)`,
          '<',
          sql`(split_part(${to}::text, '.', 1)::numeric, split_part(${to}::text, '.', 2)::numeric)`,
        ),
      ]),
    )
    .execute();
}
