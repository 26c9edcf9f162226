// The event store port: every adapter (PostgreSQL via pg or PGlite, EventStoreDB/KurrentDB) implements it.
import type { GlobalPosition } from './position';

export interface EventMetadata {
  correlationId: string;
  causationId: string | null;
  /** The acting user; null for the system (scheduler, sagas without a user). */
  userId: string | null;
  /** Staff or manager acting as userId in impersonation mode. */
  impersonatorId: string | null;
  schemaVersion: number;
}

export interface NewEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

export interface StoredEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  streamId: string;
  /** 1-based version inside the stream. */
  version: number;
  position: GlobalPosition;
  recordedAt: Date;
}

/** number = the stream's current version (0 = no events yet); 'any' skips the check. */
export type ExpectedVersion = number | 'any';

/** One stream's part of an atomic append to several streams: its events after exactly `expectedVersion`. */
export interface StreamAppend {
  streamId: string;
  events: NewEvent[];
  /** The stream's current version (0 = no events yet); no 'any': every stream of the append is guarded. */
  expectedVersion: number;
}

export interface AppendResult {
  nextVersion: number;
  position: GlobalPosition;
}

export interface ReadStreamOptions {
  /** Only events with version > afterVersion (for snapshots). */
  afterVersion?: number;
  /** Only events recorded at or before this instant (point-in-time reads). */
  until?: Date;
}

export type BatchHandler = (batch: StoredEvent[]) => Promise<void>;

export interface SubscribeOptions {
  batchSize?: number;
  /** Called when the handler throws; the subscription retries the same batch after a back-off. */
  onError?: (err: unknown) => void;
  /**
   * Woken before the other subscribers of this process, so its read is first in the connection pool's queue when
   * an append wakes them all (a live feed a person is waiting on, not a projector catching up).
   */
  wakeFirst?: boolean;
}

export interface Subscription {
  /** Resolves when the subscriber has processed everything up to `position` (or now when undefined). */
  stop(): Promise<void>;
}

/**
 * Subscribers read only events older than every transaction still running on the server (that keeps the order
 * gap-free), so one long write transaction anywhere on it delays every subscriber. This says how much, and who.
 */
export interface SubscriberHoldBack {
  /** How long the oldest committed event still hidden from subscribers has waited (0: none waits). */
  heldBackMs: number;
  /** The oldest running transaction that holds a transaction id, in any database of the server; null when none. */
  oldestTransaction: { xid: string; ageMs: number | null; state: string | null } | null;
}

export interface EventStore {
  readonly kind: 'postgres' | 'pglite' | 'eventstoredb';
  append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult>;
  /**
   * Appends to several streams at once, all or nothing: any stream not at its expected version throws
   * StreamVersionConflict (naming it) and nothing is written. One result per stream, in the given order. A server that
   * cannot (KurrentDB before 25.1) throws AppendManyUnsupported.
   */
  appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]>;
  readStream(streamId: string, options?: ReadStreamOptions): Promise<StoredEvent[]>;
  /** Events strictly after `from` (null = from the start), in global order, at most `limit`. */
  readAll(from: GlobalPosition | null, limit: number): Promise<StoredEvent[]>;
  /** Delivers every event after `from` exactly once, in global order, in batches, then waits for more. */
  subscribe(from: GlobalPosition | null, handler: BatchHandler, options?: SubscribeOptions): Subscription;
  /** The position of the last event a subscriber may read now (null when empty). */
  headPosition(): Promise<GlobalPosition | null>;
  /**
   * The position of the newest committed event, even one subscribers may not read yet (held back behind an older
   * transaction still running): every position an append has answered is at or before it (null when empty).
   */
  newestPosition(): Promise<GlobalPosition | null>;
  /** How long subscribers are held back by a transaction still running (always none where that cannot happen). */
  holdBack(): Promise<SubscriberHoldBack>;
  close(): Promise<void>;
}
