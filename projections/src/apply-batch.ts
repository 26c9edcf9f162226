import { sql, type Kysely } from 'kysely';
import { comparePositions, type GlobalPosition, type StoredEvent } from '@ledgerhouse/infra';
import { lockCheckpoints, saveCheckpoints } from './processor-checkpoints';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

/** Each applied batch notifies this channel (payload: the projectors), waking reads that wait in other processes. */
export const PROJECTION_CHECKPOINTS_CHANNEL = 'lh_projection_checkpoints';

/** The checkpoint moved back under us (a rebuild reset it): the caller re-reads from the stored checkpoint. */
export class CheckpointMovedBack extends Error {
  constructor(readonly checkpoint: GlobalPosition | null) {
    super('Projection checkpoint moved back; restarting from it');
  }
}

/** One projector's batch: the events read after `readAfter`. */
export interface ProjectorBatch {
  projector: Projector;
  readAfter: GlobalPosition | null;
  batch: readonly StoredEvent[];
}

/** Where a projector got to, or the checkpoint it found moved back. */
export type BatchOutcome = { applied: GlobalPosition | null } | { movedBack: CheckpointMovedBack };

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
  const [outcome] = await applyBatches(db, [{ projector, readAfter, batch }]);
  if ('movedBack' in outcome) throw outcome.movedBack;
  return outcome.applied;
}

/**
 * Several projectors' batches in one transaction (the group commit): their checkpoints locked in one statement, only
 * the handlers of the event types present called, every checkpoint moved in one statement, one NOTIFY. A throw rolls
 * all of them back (the caller then applies each alone, so one failing projector never holds the others).
 */
export async function applyBatches(db: Kysely<ReadModelDatabase>, members: readonly ProjectorBatch[]): Promise<BatchOutcome[]> {
  return db.transaction().execute(async (trx) => {
    const checkpoints = await lockCheckpoints(
      trx,
      'projection',
      members.map((m) => m.projector.name),
    );
    const moved: { name: string; position: GlobalPosition }[] = [];
    const outcomes: BatchOutcome[] = [];
    for (const { projector, readAfter, batch } of members) {
      const checkpoint = checkpoints.get(projector.name) ?? null;
      if (comparePositions(checkpoint, readAfter) < 0) {
        outcomes.push({ movedBack: new CheckpointMovedBack(checkpoint) });
        continue;
      }
      const fresh = batch.filter((e) => comparePositions(e.position, checkpoint) > 0);
      if (fresh.length === 0) {
        outcomes.push({ applied: checkpoint });
        continue;
      }
      const handled = fresh.filter((event) => projector.handles.includes(event.type));
      if (projector.applyAll) {
        if (handled.length > 0) await projector.applyAll(trx, handled);
      } else for (const event of handled) await projector.apply(trx, event);
      const last = fresh[fresh.length - 1].position;
      moved.push({ name: projector.name, position: last });
      outcomes.push({ applied: last });
    }
    if (moved.length > 0) {
      await saveCheckpoints(trx, 'projection', moved);
      // Sent at commit, so a woken reader finds the checkpoints moved.
      await sql`select pg_notify(${PROJECTION_CHECKPOINTS_CHANNEL}, ${moved.map((m) => m.name).join(',')})`.execute(trx);
    }
    return outcomes;
  });
}
