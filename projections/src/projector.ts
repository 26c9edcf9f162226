import type { Transaction } from 'kysely';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from './database';

/** One projector per read model: the events it handles and how each changes its own tables. */
export interface Projector {
  /** Also the checkpoint row's name and the name `projections:rebuild` takes. */
  readonly name: string;
  /** The tables it owns; a rebuild empties them. */
  readonly tables: readonly (keyof ReadModelDatabase)[];
  readonly handles: readonly string[];
  apply(trx: Transaction<ReadModelDatabase>, event: StoredEvent): Promise<void>;
  /**
   * Every event of a batch it handles, in order, at once: the same rows as `apply` on each in turn, in fewer statements.
   * Used by the batch apply when present.
   */
  applyAll?(trx: Transaction<ReadModelDatabase>, events: readonly StoredEvent[]): Promise<void>;
}
