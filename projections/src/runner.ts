// Runs every projector on its own checkpointed subscription; answers "has everything caught up to X?".
import type { Kysely } from 'kysely';
import { comparePositions, type EventStore, type GlobalPosition, type Subscription } from '@ledgerhouse/infra';
import { applyBatch, CheckpointMovedBack } from './apply-batch';
import { ensureCheckpoint } from './checkpoints';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  onError?: (projector: string, err: unknown) => void;
}

interface Waiter {
  target: GlobalPosition;
  /** The projectors the read depends on; every projector when not given. */
  only: readonly string[] | undefined;
  resolve: (caughtUp: boolean) => void;
}

export class ProjectionRunner {
  private readonly positions = new Map<string, GlobalPosition | null>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly waiters = new Set<Waiter>();
  private running = false;

  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModelDatabase>,
    readonly projectors: readonly Projector[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    this.running = true;
    for (const projector of this.projectors) {
      const from = await ensureCheckpoint(this.db, projector.name);
      this.follow(projector, from);
    }
  }

  private follow(projector: Projector, from: GlobalPosition | null): void {
    this.positions.set(projector.name, from);
    let readAfter = from;
    const subscription = this.store.subscribe(
      from,
      async (batch) => {
        try {
          readAfter = await applyBatch(this.db, projector, readAfter, batch);
        } catch (err) {
          if (err instanceof CheckpointMovedBack) return this.restart(projector, err.checkpoint);
          throw err;
        }
        this.advanced(projector.name, readAfter);
      },
      { batchSize: this.options.batchSize ?? 500, onError: (err) => this.options.onError?.(projector.name, err) },
    );
    this.subscriptions.set(projector.name, subscription);
  }

  private restart(projector: Projector, from: GlobalPosition | null): void {
    const old = this.subscriptions.get(projector.name);
    // Stopping from inside the handler would wait for this very batch; let it finish first.
    setImmediate(() => {
      void old?.stop().then(() => this.running && this.follow(projector, from));
    });
  }

  private advanced(name: string, position: GlobalPosition | null): void {
    this.positions.set(name, position);
    for (const waiter of [...this.waiters]) {
      if (this.caughtUpTo(waiter.target, waiter.only)) {
        this.waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  }

  /**
   * True when every projector (or every one named in `only`) has applied everything up to and including `target`.
   * A name that is no projector is a programming error and throws, so a misspelt read never passes unchecked.
   */
  caughtUpTo(target: GlobalPosition, only?: readonly string[]): boolean {
    const names = only ?? this.projectors.map((p) => p.name);
    for (const name of names) if (!this.projectors.some((p) => p.name === name)) throw new Error(`no projector named ${name}`);
    return names.every((name) => comparePositions(this.positions.get(name) ?? null, target) >= 0);
  }

  /** Waits until caughtUpTo(target, only) or the timeout; resolves false on timeout. */
  waitFor(target: GlobalPosition, timeoutMs: number, only?: readonly string[]): Promise<boolean> {
    if (this.caughtUpTo(target, only)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
        only,
        resolve: (ok) => {
          clearTimeout(timer);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  snapshot(): { name: string; position: GlobalPosition | null }[] {
    return this.projectors.map((p) => ({ name: p.name, position: this.positions.get(p.name) ?? null }));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
  }
}
