// Runs every saga on its own checkpointed subscription of the event store. For each event a saga handles, it issues
// the saga's commands and only then advances the saga's checkpoint (with the saga's own state, in one transaction),
// so a crash between the two handles the event again: the commands are idempotent, so nothing is repeated, and
// nothing is lost. A transient failure retries the same event with back-off (the subscription's), never skipping it.
import type { Kysely } from 'kysely';
import {
  CheckpointWatch,
  ensureCheckpoint,
  LazyCheckpoints,
  lockCheckpoints,
  readCheckpoints,
  saveCheckpoint,
} from '@ledgerhouse/projections';
import {
  comparePositions,
  TimedWaiters,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import { runInRequestContext } from '../event-sourcing/request-context';
import { isTransient, NOTHING_TO_DO, sagaStepKey, type Saga } from './saga';
import type { SagaTables } from './saga-tables';

export interface SagaRunnerOptions {
  batchSize?: number;
  /** A failure that will be retried (the same event, after a back-off). */
  onError?: (saga: string, err: unknown) => void;
  /** A refusal that can never succeed: the event is left in saga_dead_letters and the saga moves on. */
  onDeadLetter?: (saga: string, event: StoredEvent, err: DomainError) => void;
}

interface Reaction {
  refusal: DomainError | null;
  reacted?: unknown;
}

interface Step extends Reaction {
  event: StoredEvent;
}

export class SagaRunner {
  private readonly positions = new Map<string, GlobalPosition | null>();
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly waiters = new TimedWaiters<GlobalPosition>();
  private readonly stored: CheckpointWatch;
  /** Each saga's stored checkpoint as this runner last wrote or read it (its position in memory may be ahead). */
  private readonly storedAt = new Map<string, GlobalPosition | null>();
  private readonly lazy: LazyCheckpoints;

  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<SagaTables>,
    readonly sagas: readonly Saga[],
    private readonly options: SagaRunnerOptions = {},
  ) {
    this.stored = new CheckpointWatch({
      read: () => readCheckpoints(db, 'saga'),
      onError: (err) => options.onError?.('checkpoints', err),
    });
    this.lazy = new LazyCheckpoints(db, 'saga', { onError: (err) => options.onError?.('checkpoints', err) });
  }

  get started(): boolean {
    return this.subscriptions.size > 0;
  }

  /** Runs every saga here (tests, a single process). */
  async start(): Promise<void> {
    for (const saga of this.sagas) await this.startSaga(saga.name);
  }

  /** Runs one saga here from its stored checkpoint (its lease was won). */
  async startSaga(name: string): Promise<void> {
    const saga = this.sagas.find((s) => s.name === name);
    if (!saga) throw new Error(`no saga named ${name}`);
    if (this.subscriptions.has(name)) return;
    this.stored.resume();
    const from = await this.ensureCheckpoint(name);
    if (this.subscriptions.has(name)) return;
    this.positions.set(name, from);
    this.storedAt.set(name, from);
    this.subscriptions.set(
      name,
      this.store.subscribe(from, (batch) => this.handleBatch(saga, batch), {
        batchSize: this.options.batchSize ?? 100,
        onError: (err) => this.options.onError?.(name, err),
      }),
    );
  }

  /**
   * Stops one saga and waits for its batch under way (its lease was lost or given back); waits on the sagas go on
   * waiting on the stored checkpoints, which whoever takes the saga over moves.
   */
  async stopSaga(name: string): Promise<void> {
    const subscription = this.subscriptions.get(name);
    if (!subscription) return;
    this.subscriptions.delete(name);
    this.lazy.forget(name);
    this.waiters.handOver(
      () => true,
      (target, remainingMs) =>
        this.stored.waitFor(
          target,
          remainingMs,
          this.sagas.map((s) => s.name),
        ),
    );
    await subscription.stop();
  }

  async stop(): Promise<void> {
    const subscriptions = [...this.subscriptions.values()];
    this.subscriptions.clear();
    await Promise.all(subscriptions.map((s) => s.stop()));
    await this.lazy.stop();
    this.waiters.cancelAll();
    await this.stored.stop();
  }

  /**
   * Handles a batch event by event (or, for a saga with a concurrency, groups of events of different keys at once); on
   * a throw, what was handled is checkpointed and the rest is retried.
   */
  private async handleBatch(saga: Saga, batch: readonly StoredEvent[]): Promise<void> {
    let passed: GlobalPosition | null = null;
    let group: StoredEvent[] = [];
    const keys = new Set<string>();
    const flush = async () => {
      const steps = group;
      group = [];
      keys.clear();
      if (steps.length > 0) await this.handleGroup(saga, steps);
    };
    try {
      for (const event of batch) {
        if (comparePositions(event.position, this.positions.get(saga.name) ?? null) <= 0) continue;
        if (!saga.handles.includes(event.type) || saga.wants?.(event) === false) {
          passed = event.position;
          continue;
        }
        const key = (saga.concurrency ?? 1) > 1 ? (saga.partitionOf?.(event) ?? null) : null;
        if (key === null || keys.has(key) || group.length >= (saga.concurrency ?? 1)) await flush();
        group.push(event);
        if (key !== null) keys.add(key);
        else await flush();
        passed = null;
      }
      await flush();
    } catch (err) {
      // `passed` may lie beyond the step that failed (a group flushed late): moving the checkpoint there would skip it.
      passed = null;
      throw err;
    } finally {
      // Events no saga step needed move the checkpoint lazily: no transaction now; a restart before the write reads
      // them again and passes them over again.
      if (passed) this.passOver(saga.name, passed);
    }
  }

  private passOver(name: string, to: GlobalPosition): void {
    this.passLazily(name, to);
    if (this.subscriptions.has(name)) this.advanced(name, to);
  }

  private passLazily(name: string, to: GlobalPosition): void {
    const expected = this.storedAt.get(name) ?? null;
    this.lazy.pass(name, expected, to, (moved) => {
      if (moved) {
        if (this.storedAt.get(name) === expected) this.storedAt.set(name, to);
        return;
      }
      // Something else moved it meanwhile (another runner, or a dead holder's last write landing late): pass again from
      // what is stored now, unless that is already as far.
      void this.ensureCheckpoint(name).then(
        (stored) => {
          if (!this.subscriptions.has(name)) return;
          this.storedAt.set(name, stored);
          if (comparePositions(stored, to) < 0) this.passLazily(name, to);
        },
        (err) => {
          // Not read: pass again (the next write fails the same way and reads again), or an idle saga stays behind.
          this.options.onError?.(name, err);
          if (this.subscriptions.has(name)) this.passLazily(name, to);
        },
      );
    });
  }

  /** Reacts to the events at once; records and checkpoints every step up to the first that failed, then throws its error. */
  private async handleGroup(saga: Saga, events: readonly StoredEvent[]): Promise<void> {
    const results = await Promise.allSettled(events.map((event) => this.react(saga, event)));
    const failed = results.findIndex((r) => r.status === 'rejected');
    const done = (failed === -1 ? results : results.slice(0, failed)) as PromiseFulfilledResult<Reaction>[];
    if (failed === -1 && done.every((r) => r.value.refusal === null && r.value.reacted === NOTHING_TO_DO)) {
      // Only reads were done: no transaction, the checkpoint moves lazily (saga.ts, NOTHING_TO_DO).
      this.passOver(saga.name, events[events.length - 1]!.position);
      return;
    }
    if (done.length > 0)
      await this.commit(
        saga,
        done.map((r, i) => ({ event: events[i]!, ...r.value })),
        events[done.length - 1]!.position,
      );
    if (failed !== -1) throw (results[failed] as PromiseRejectedResult).reason;
  }

  private async react(saga: Saga, event: StoredEvent): Promise<Reaction> {
    const key = sagaStepKey(saga.name, event);
    const context = {
      correlationId: event.metadata.correlationId,
      userId: null,
      impersonatorId: null,
      locale: 'en-US' as const,
      causationId: key,
    };
    try {
      return { refusal: null, reacted: await runInRequestContext(context, () => saga.react(event, { key })) };
    } catch (err) {
      if (isTransient(err)) throw err;
      const refusal = err as DomainError;
      this.options.onDeadLetter?.(saga.name, event, refusal);
      return { refusal };
    }
  }

  /** Records the saga's state for each step (or its refusal) and advances its checkpoint to `to`, in one transaction. */
  private async commit(saga: Saga, steps: readonly Step[], to: GlobalPosition): Promise<void> {
    this.lazy.forget(saga.name);
    const reached = await this.db.transaction().execute(async (trx) => {
      const stored = (await lockCheckpoints(trx, 'saga', [saga.name])).get(saga.name) ?? null;
      // Another runner got here first (it handled the event too; its commands were idempotent): keep its state.
      if (stored && comparePositions(stored, to) >= 0) return stored;
      for (const { event, refusal, reacted } of steps) {
        if (stored && comparePositions(stored, event.position) >= 0) continue;
        if (refusal)
          await trx
            .insertInto('saga_dead_letters')
            .values({
              saga: saga.name,
              position: event.position,
              stream_id: event.streamId,
              version: event.version,
              event_type: event.type,
              code: refusal.code,
              recorded_at: new Date(),
            })
            .onConflict((oc) => oc.columns(['saga', 'position']).doNothing())
            .execute();
        else await saga.record?.(trx, event, reacted);
      }
      await saveCheckpoint(trx, 'saga', saga.name, to);
      return to;
    });
    this.storedAt.set(saga.name, reached);
    this.advanced(saga.name, reached);
    for (const { event, refusal, reacted } of steps) if (!refusal) saga.recorded?.(event, reacted);
  }

  private ensureCheckpoint(name: string): Promise<GlobalPosition | null> {
    return ensureCheckpoint(this.db, 'saga', name);
  }

  private advanced(name: string, position: GlobalPosition): void {
    this.positions.set(name, position);
    this.waiters.release((target) => this.caughtUpTo(target));
  }

  /** True when every saga has handled everything up to and including `target`. */
  caughtUpTo(target: GlobalPosition): boolean {
    return this.sagas.every((s) => comparePositions(this.positions.get(s.name) ?? null, target) >= 0);
  }

  /**
   * Waits until caughtUpTo(target) or the timeout; resolves false on timeout. In memory when every saga runs here, else
   * on the stored checkpoints (another process runs some).
   */
  waitFor(target: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.sagas.some((s) => !this.subscriptions.has(s.name)))
      return this.stored.waitFor(
        target,
        timeoutMs,
        this.sagas.map((s) => s.name),
      );
    if (this.caughtUpTo(target)) return Promise.resolve(true);
    return this.waiters.wait(target, timeoutMs);
  }

  snapshot(): { name: string; position: GlobalPosition | null }[] {
    return this.sagas.map((s) => ({ name: s.name, position: this.positions.get(s.name) ?? null }));
  }

  /** Where each saga running here has got to, in memory (its stored checkpoint may lag over events it passed). */
  runningPositions(): Map<string, GlobalPosition | null> {
    return new Map([...this.subscriptions.keys()].map((name) => [name, this.positions.get(name) ?? null]));
  }
}
