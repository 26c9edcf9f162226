// Runs projectors on their own checkpointed subscriptions (all of them, or one at a time as this process wins their
// leases), the batches that arrive together applied in one transaction (group-commit.ts); answers "has everything
// caught up to X?": from memory for the projectors running here, from the stored checkpoints (woken by their NOTIFY)
// for those another process runs.
import type { Kysely } from 'kysely';
import {
  comparePositions,
  TimedWaiters,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '@ledgerhouse/infra';
import { CheckpointMovedBack, PROJECTION_CHECKPOINTS_CHANNEL } from './apply-batch';
import { ensureCheckpoint, readCheckpoints } from './processor-checkpoints';
import { CheckpointWatch } from './checkpoint-watch';
import { GroupCommit, reached } from './group-commit';
import { LazyCheckpoints } from './lazy-checkpoints';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  onError?: (projector: string, err: unknown) => void;
  /** LISTEN on the database (SqlClient.listen): wakes reads waiting on projectors another process runs. */
  listen?: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
}

interface Wait {
  target: GlobalPosition;
  names: readonly string[];
}

/** A projector whose batches keep failing here: retried with back-off, apart from the group, until one applies. */
export interface ProjectorFailure {
  since: Date;
  attempts: number;
}

export class ProjectionRunner {
  private readonly positions = new Map<string, GlobalPosition | null>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly waiters = new TimedWaiters<Wait>();
  private readonly stored: CheckpointWatch;
  /** Where each projector running here last knew its stored checkpoint (it may be behind its position in memory). */
  private readonly storedAt = new Map<string, GlobalPosition | null>();
  private readonly lazy: LazyCheckpoints;
  /** The projectors running here apply what one read brought in one transaction. */
  private readonly group: GroupCommit;
  private readonly appliedListeners = new Map<string, Set<() => void>>();
  private readonly failures = new Map<string, ProjectorFailure>();

  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModelDatabase>,
    readonly projectors: readonly Projector[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    const listen = options.listen;
    this.stored = new CheckpointWatch({
      read: () => readCheckpoints(db, 'projection'),
      listen: listen && ((wake) => listen(PROJECTION_CHECKPOINTS_CHANNEL, wake)),
      onError: (err) => options.onError?.('checkpoints', err),
    });
    this.group = new GroupCommit(db);
    this.lazy = new LazyCheckpoints(db, 'projection', {
      notifyChannel: PROJECTION_CHECKPOINTS_CHANNEL,
      onError: (err) => options.onError?.('checkpoints', err),
    });
  }

  /** Runs every projector here (the single process, a rebuild, tests). */
  async start(): Promise<void> {
    for (const projector of this.projectors) await this.startProjector(projector.name);
  }

  /** Runs one projector here from its stored checkpoint (its lease was won). */
  async startProjector(name: string): Promise<void> {
    const projector = this.projectorNamed(name);
    if (this.subscriptions.has(name)) return;
    this.stored.resume();
    const from = await ensureCheckpoint(this.db, 'projection', name);
    if (!this.subscriptions.has(name)) this.follow(projector, from);
  }

  /** Stops one projector and waits for its batch under way; reads waiting on it go on waiting on the stored checkpoint. */
  async stopProjector(name: string): Promise<void> {
    const subscription = this.subscriptions.get(name);
    if (!subscription) return;
    this.subscriptions.delete(name);
    this.positions.delete(name);
    this.failures.delete(name);
    this.lazy.forget(name);
    this.waiters.handOver(
      (wait) => wait.names.includes(name),
      (wait, remainingMs) => this.stored.waitFor(wait.target, remainingMs, wait.names),
    );
    await subscription.stop();
  }

  /**
   * Calls `listener` after each batch the projector applied here (not for batches it passed over); returns the undo.
   * In-process only: a job that reads the projector's table wakes at once when it runs here, else on its own poll.
   */
  onApplied(name: string, listener: () => void): () => void {
    this.projectorNamed(name);
    const listeners = this.appliedListeners.get(name) ?? new Set<() => void>();
    listeners.add(listener);
    this.appliedListeners.set(name, listeners);
    return () => listeners.delete(listener);
  }

  /** The projectors running in this process. */
  running(): string[] {
    return [...this.subscriptions.keys()];
  }

  /** Where each projector running here has got to, in memory (its stored checkpoint may lag over events it passed). */
  runningPositions(): Map<string, GlobalPosition | null> {
    return new Map(this.running().map((name) => [name, this.positions.get(name) ?? null]));
  }

  private follow(projector: Projector, from: GlobalPosition | null): void {
    const name = projector.name;
    this.positions.set(name, from);
    this.storedAt.set(name, from);
    const subscription = this.store.subscribe(
      from,
      async (batch) => {
        if (batch.length === 0) return;
        const current = () => this.subscriptions.get(name) === subscription;
        if (!batch.some((event) => projector.handles.includes(event.type))) return this.passOver(projector, batch, current);
        try {
          this.lazy.forget(name);
          const readAfter = this.storedAt.get(name) ?? null;
          this.storedAt.set(name, reached(await this.group.apply({ projector, readAfter, batch })));
        } catch (err) {
          if (err instanceof CheckpointMovedBack) return this.restart(projector, err.checkpoint);
          throw err;
        }
        this.failures.delete(name);
        if (current()) this.advanced(name, this.storedAt.get(name) ?? null);
        for (const listener of this.appliedListeners.get(name) ?? []) listener();
      },
      { batchSize: this.options.batchSize ?? 500, onError: (err) => this.failed(name, err) },
    );
    this.subscriptions.set(name, subscription);
  }

  /**
   * A batch with nothing for this projector: no transaction. Reads waiting here see it at once; the stored checkpoint
   * follows lazily.
   */
  private passOver(projector: Projector, batch: readonly StoredEvent[], current: () => boolean): void {
    const to = batch[batch.length - 1].position;
    this.passLazily(projector, this.storedAt.get(projector.name) ?? null, to, current);
    if (current()) this.advanced(projector.name, to);
  }

  /**
   * Moves the stored checkpoint from `expected` to `to`. When it was not `expected` any more: moved back (a rebuild
   * reset it), the projector restarts from there; else (moved on by this runner's own batch, or not written because that
   * batch held the row) it passes again from what is stored now, so an idle projector's checkpoint still gets there.
   */
  private passLazily(projector: Projector, expected: GlobalPosition | null, to: GlobalPosition, current: () => boolean): void {
    const name = projector.name;
    this.lazy.pass(name, expected, to, (moved) => {
      if (!current()) return;
      if (moved) {
        if (this.storedAt.get(name) === expected) this.storedAt.set(name, to);
        return;
      }
      void ensureCheckpoint(this.db, 'projection', name).then(
        (stored) => {
          if (!current()) return;
          if (comparePositions(stored, expected) < 0) return this.restart(projector, stored);
          if (comparePositions(stored, this.storedAt.get(name) ?? null) > 0) this.storedAt.set(name, stored);
          if (comparePositions(stored, to) < 0) this.passLazily(projector, stored, to, current);
        },
        (err) => {
          // Not read: pass again (the next write fails the same way and reads again), or an idle projector stays behind.
          this.options.onError?.(name, err);
          if (current()) this.passLazily(projector, this.storedAt.get(name) ?? null, to, current);
        },
      );
    });
  }

  private restart(projector: Projector, from: GlobalPosition | null): void {
    const old = this.subscriptions.get(projector.name);
    // Stopping from inside the handler would wait for this very batch; let it finish first. A projector stopped in
    // between (its lease lost) stays stopped.
    setImmediate(() => {
      void old?.stop().then(() => this.subscriptions.get(projector.name) === old && this.follow(projector, from));
    });
  }

  private failed(name: string, err: unknown): void {
    const failure = this.failures.get(name);
    this.failures.set(name, { since: failure?.since ?? new Date(), attempts: (failure?.attempts ?? 0) + 1 });
    this.options.onError?.(name, err);
  }

  /** The projectors running here whose last batch failed (split off from the group, retrying), for /api/health. */
  failing(): ReadonlyMap<string, ProjectorFailure> {
    return this.failures;
  }

  private advanced(name: string, position: GlobalPosition | null): void {
    this.positions.set(name, position);
    this.waiters.release((wait) => this.caughtUpTo(wait.target, wait.names));
  }

  /** The projectors a read depends on (every one when not given); a name that is no projector throws. */
  private namesOf(only?: readonly string[]): readonly string[] {
    for (const name of only ?? []) this.projectorNamed(name);
    return only ?? this.projectors.map((p) => p.name);
  }

  private projectorNamed(name: string): Projector {
    const projector = this.projectors.find((p) => p.name === name);
    // A programming error: a misspelt read must never pass unchecked.
    if (!projector) throw new Error(`no projector named ${name}`);
    return projector;
  }

  /**
   * True when every projector (or every one named in `only`) running here has applied everything up to and including
   * `target`, as this process knows without asking the database (a projector not running here counts as behind).
   */
  caughtUpTo(target: GlobalPosition, only?: readonly string[]): boolean {
    return this.namesOf(only).every((name) => comparePositions(this.positions.get(name) ?? null, target) >= 0);
  }

  /**
   * Waits until every projector (or every one named in `only`) has applied `target`, or the timeout; resolves false on
   * timeout. In memory when they all run here (the single process: no database round trip), else on their stored
   * checkpoints.
   */
  waitFor(target: GlobalPosition, timeoutMs: number, only?: readonly string[]): Promise<boolean> {
    const names = this.namesOf(only);
    if (!names.every((name) => this.subscriptions.has(name))) return this.stored.waitFor(target, timeoutMs, names);
    if (this.caughtUpTo(target, names)) return Promise.resolve(true);
    return this.waiters.wait({ target, names }, timeoutMs);
  }

  /** The positions of the projectors running here (null: not running here, or nothing applied yet). */
  snapshot(): { name: string; position: GlobalPosition | null }[] {
    return this.projectors.map((p) => ({ name: p.name, position: this.positions.get(p.name) ?? null }));
  }

  async stop(): Promise<void> {
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    this.positions.clear();
    await Promise.all(subscriptions.map((s) => s.stop()));
    await this.lazy.stop();
    this.waiters.cancelAll();
    await this.stored.stop();
  }
}
