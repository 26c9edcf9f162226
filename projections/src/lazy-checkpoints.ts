// Checkpoints moved over events a processor does not handle: in memory at once, in the database at most once an
// interval, for every waiting processor in one statement. A processor's cost follows the events it cares about, not
// the length of the log; a crash before the write only means those events are passed over again (they change nothing).
import { sql, type Kysely } from 'kysely';
import { comparePositions, type GlobalPosition } from '@ledgerhouse/infra';
import { checkpointKey, positionPair, type ProcessorKind } from './processor-checkpoints';

export interface LazyCheckpointsOptions {
  /** At most one write per interval (default 1,000 ms). */
  intervalMs?: number;
  /** Each moved checkpoint notifies this channel (payload: the processor), as a checkpoint moved by a batch does. */
  notifyChannel?: string;
  onError?: (err: unknown) => void;
}

/** Moved: the stored checkpoint was `expected` and is now `to`; otherwise something else moved it meanwhile. */
export type LazyOutcome = (moved: boolean) => void;

interface Pending {
  expected: GlobalPosition | null;
  to: GlobalPosition;
  done: LazyOutcome;
}

export class LazyCheckpoints {
  private readonly pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  /**
   * Writes under way. Each is compare-and-set, so they need not wait for one another: a write held up (a busy pool, a
   * locked row) never holds the later ones back.
   */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Kysely<any>,
    /** Whose checkpoints (processor_checkpoints rows named `<kind>:<name>`). */
    private readonly kind: ProcessorKind,
    private readonly options: LazyCheckpointsOptions = {},
  ) {}

  /** `name` has passed everything up to `to` with nothing to do; its stored checkpoint should still be `expected`. */
  pass(name: string, expected: GlobalPosition | null, to: GlobalPosition, done: LazyOutcome): void {
    // Only ever forward: a stored checkpoint already at or past `to` (moved by another writer) stays where it is.
    if (comparePositions(to, expected) <= 0) return;
    const earlier = this.pending.get(name);
    // A later pass over the same stored checkpoint replaces the earlier one: only the furthest position is written.
    this.pending.set(name, { expected: earlier ? earlier.expected : expected, to, done });
    this.schedule();
  }

  /** `name` stored a checkpoint itself (a batch it handled), or stopped here: nothing lazy is left to write for it. */
  forget(name: string): void {
    this.pending.delete(name);
  }

  /** Writes what is waiting now. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return;
    const moves = [...this.pending.entries()];
    this.pending.clear();
    const write = this.write(moves).finally(() => this.writing.delete(write));
    this.writing.add(write);
    await write;
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => void this.flush(), this.options.intervalMs ?? 1_000);
    this.timer.unref?.();
  }

  /**
   * Writes what is waiting and waits for every write under way (a failed write is only logged: the next holder passes
   * the same events again). A runner may start again after a stop, and pass again.
   */
  async stop(): Promise<void> {
    await this.flush();
    await Promise.all([...this.writing]);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending.clear();
  }

  private async write(moves: [string, Pending][]): Promise<void> {
    const names = moves.map(([name]) => checkpointKey(this.kind, name));
    const expected = moves.map(([, p]) => positionPair(p.expected));
    const to = moves.map(([, p]) => positionPair(p.to));
    const notify = this.options.notifyChannel;
    const prefix = checkpointKey(this.kind, '');
    try {
      // A row locked by a batch committing its own checkpoint is skipped, not waited for: it counts as moved by
      // someone else, and its processor re-reads it.
      const { rows } = await sql<{ name: string }>`
        with v as (
          select * from unnest(${names}::text[], ${expected.map((e) => e.tx)}::numeric[],
            ${expected.map((e) => e.position)}::numeric[], ${to.map((t) => t.tx)}::numeric[],
            ${to.map((t) => t.position)}::numeric[]) as v(name, expected_tx, expected_position, tx, position)),
        free as (
          select c.name from processor_checkpoints as c join v on v.name = c.name
          where (c.tx, c.position) is not distinct from (v.expected_tx, v.expected_position)
          for update of c skip locked),
        moved as (
          update processor_checkpoints as c set tx = v.tx, position = v.position, updated_at = now()
          from v where c.name = v.name and (c.tx, c.position) is not distinct from (v.expected_tx, v.expected_position)
            and c.name in (select name from free)
          returning c.name)
        select substr(name, ${prefix.length + 1}::int) as name${notify ? sql`, pg_notify(${notify}, substr(name, ${prefix.length + 1}::int))` : sql``}
        from moved`.execute(this.db);
      const moved = new Set(rows.map((r) => r.name));
      for (const [name, p] of moves) p.done(moved.has(name));
    } catch (err) {
      // Nothing was written: the same moves wait for the next pass (a newer one for the same processor wins).
      for (const [name, p] of moves) if (!this.pending.has(name)) this.pending.set(name, p);
      if (this.pending.size > 0) this.schedule();
      this.options.onError?.(err);
    }
  }
}
