// A process manager: reacts to events with commands to other contexts, on its own checkpointed subscription.
import type { Transaction } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import type { SagaTables } from './saga-tables';

export interface Saga {
  /** Stable: names its checkpoint. */
  readonly name: string;
  /** Event types it reacts to; every other event only moves its checkpoint. */
  readonly handles: readonly string[];
  /**
   * Optional, told from the event alone (no reads): false for an event of a handled type that needs no step (it then
   * only moves the checkpoint, lazily, like an event of another type).
   */
  wants?(event: StoredEvent): boolean;
  /**
   * Issues the commands for one event. Every command must be idempotent, keyed by the triggering event (its stream,
   * version or document), because after a crash the event is handled again from its first command. Throwing a
   * DomainError that is not transient leaves the event in `saga_dead_letters` and moves on; anything else is
   * retried with back-off, never skipped.
   */
  react(event: StoredEvent, step: SagaStep): Promise<unknown>;
  /** The saga's own state for this event (given what `react` answered), written in the same transaction as its checkpoint. */
  record?(trx: Transaction<SagaTables>, event: StoredEvent, reacted: unknown): Promise<void>;
  /** Optional: told once that transaction committed (to wake whoever works off what `record` queued). */
  recorded?(event: StoredEvent, reacted: unknown): void;
  /**
   * Optional: consecutive events of different keys are reacted to at the same time (at most `concurrency` of them)
   * and recorded in one checkpoint transaction, in their global order. An event whose key is null, or whose key is
   * already in the group, waits until everything before it is recorded. Without it, one event at a time.
   */
  readonly concurrency?: number;
  partitionOf?(event: StoredEvent): string | null;
}

export interface SagaStep {
  /** `saga:<name>:<stream>:<version>`: the causation id of every event the step's commands append. */
  key: string;
}

/**
 * What `react` answers when it found nothing to do (it only read): the event then moves the checkpoint lazily, like an
 * event the saga does not handle, with no transaction; after a restart before that write it is read again, to the same
 * nothing. For a saga that must read to know (reorder-point: a stock event of a product without a threshold).
 */
export const NOTHING_TO_DO = Symbol('saga: nothing to do');

export const sagaStepKey = (saga: string, event: Pick<StoredEvent, 'streamId' | 'version'>) =>
  `saga:${saga}:${event.streamId}:${event.version}`;

/** Domain errors that say "try again later", not "this can never be done". */
const TRANSIENT: readonly ErrorCode[] = [ErrorCode.CONCURRENCY_CONFLICT];

export const isTransient = (err: unknown) => !(err instanceof DomainError) || TRANSIENT.includes(err.code);

/** Runs a command whose refusal with one of `codes` means its work was done before: that counts as done. */
export async function unlessAlreadyDone<T>(command: Promise<T>, codes: readonly ErrorCode[]): Promise<T | undefined> {
  try {
    return await command;
  } catch (err) {
    if (err instanceof DomainError && codes.includes(err.code)) return undefined;
    throw err;
  }
}
