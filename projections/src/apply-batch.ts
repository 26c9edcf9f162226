import { sql, type Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, type StoredEvent } from '@ledgerhouse/infra';
import { lockCheckpoint, saveCheckpoint } from './checkpoints';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

/** Each applied batch notifies this channel (payload: the projector), waking reads that wait in other processes. */
export const PROJECTION_CHECKPOINTS_CHANNEL = 'lh_projection_checkpoints';

/** The checkpoint moved back under us (a rebuild reset it): the caller re-reads from the stored checkpoint. */
export class CheckpointMovedBack extends Error {
  constructor(readonly checkpoint: GlobalPosition | null) {
    super('Projection checkpoint moved back; restarting from it');
  }
}

/**
 * Applies the events after the stored checkpoint and advances it, in one transaction.
 * `readAfter` is where the batch was read from: events after the checkpoint are contiguous only if
 * the checkpoint is not behind it. Events at or before the checkpoint are skipped, so a replay changes nothing.
 */
export async function applyBatch(
  db: Kysely<ReadModelDatabase>,
  projector: Projector,
  readAfter: GlobalPosition | null,
  batch: readonly StoredEvent[],
): Promise<GlobalPosition | null> {
  if (batch.length === 0) return readAfter;
  return db.transaction().execute(async (trx) => {
    const checkpoint = await lockCheckpoint(trx, projector.name);
    if (comparePositions(checkpoint, readAfter) < 0) throw new CheckpointMovedBack(checkpoint);
    const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
    if (fresh.length === 0) return checkpoint;
    for (const event of fresh) {
      if (projector.handles.includes(event.type)) await projector.apply(trx, event);
    }
    const last = fresh[fresh.length - 1].position;
    await saveCheckpoint(trx, projector.name, last);
    // Sent at commit, so a woken reader finds the checkpoint moved.
    await sql`select pg_notify(${PROJECTION_CHECKPOINTS_CHANNEL}, ${projector.name})`.execute(trx);
    return last;
  });
}
