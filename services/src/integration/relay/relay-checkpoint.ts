// The relay's stored checkpoint only moves forward. Two holders can overlap for a moment (a partitioned process that
// has not noticed its lease is gone yet, beside the one that took the job over): the one still publishing older
// batches must not move the checkpoint back under the newer one, or a restart would republish what was acknowledged.
import { sql, type Kysely } from 'kysely';
import type { GlobalPosition } from '@ledgerhouse/infra';
import { checkpointKey, positionPair, type ReadModelDatabase } from '@ledgerhouse/projections';

export type RelayDb = Kysely<Pick<ReadModelDatabase, 'processor_checkpoints'>>;

/** Moves the named checkpoint to `to` unless it is already there or further. */
export async function advanceRelayCheckpoint(db: RelayDb, name: string, to: GlobalPosition): Promise<void> {
  const pair = positionPair(to);
  await db
    .updateTable('processor_checkpoints')
    .set({ ...pair, updated_at: new Date() })
    .where('name', '=', checkpointKey('relay', name))
    .where((eb) => eb.or([eb('tx', 'is', null), eb(sql`(tx, position)`, '<', sql`(${pair.tx}::numeric, ${pair.position}::numeric)`)]))
    .execute();
}
