// The projectors of a process apply what one wake of the pump brought in one transaction: each projector's
// subscription hands its batch here, the batches handed in within one turn of the event loop (and while a group
// transaction runs) are applied together (apply-batch.ts: applyBatches). When that transaction throws, each batch is
// applied alone, so the projector that threw fails by itself (its subscription retries with back-off) and the others go on.
import type { Kysely } from 'kysely';
import type { GlobalPosition } from '@ledgerhouse/infra';
import { applyBatches, type BatchOutcome, type ProjectorBatch } from './apply-batch';
import type { ReadModelDatabase } from './database';

interface Pending extends ProjectorBatch {
  settle: (outcome: Promise<BatchOutcome>) => void;
}

export class GroupCommit {
  private pending: Pending[] = [];
  private scheduled = false;
  private busy = false;

  constructor(private readonly db: Kysely<ReadModelDatabase>) {}

  /** Applies one projector's batch with whatever else is handed in now; where it got to, or its checkpoint moved back. */
  apply(member: ProjectorBatch): Promise<BatchOutcome> {
    return new Promise<BatchOutcome>((resolve) => {
      this.pending.push({ ...member, settle: resolve });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.busy) return;
    this.scheduled = true;
    // After the other subscriptions woken by the same read have handed in their batches.
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const members = this.pending.splice(0);
    if (members.length === 0) return;
    this.busy = true;
    try {
      const together = members.length > 1 ? await applyBatches(this.db, members).catch(() => null) : null;
      if (together) members.forEach((m, i) => m.settle(Promise.resolve(together[i])));
      // Alone (one member, or the group threw): each outcome or throw is its own.
      else for (const m of members) await settleAlone(this.db, m);
    } finally {
      this.busy = false;
      if (this.pending.length > 0) this.schedule();
    }
  }
}

async function settleAlone(db: Kysely<ReadModelDatabase>, member: Pending): Promise<void> {
  const outcome = applyBatches(db, [member]).then(([one]) => one);
  member.settle(outcome);
  await outcome.catch(() => undefined);
}

/** The position a batch reached, throwing what the group found (a moved-back checkpoint) for the runner to handle. */
export function reached(outcome: BatchOutcome): GlobalPosition | null {
  if ('movedBack' in outcome) throw outcome.movedBack;
  return outcome.applied;
}
