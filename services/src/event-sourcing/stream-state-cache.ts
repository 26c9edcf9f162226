// The command path's memory of recently used streams: each stream's state as one decider folded it, with the version it
// holds. A copy may be stale (another process appended): the expected version of the next append catches that, and the
// command reads only the events after the copy's version. Bounded by count, the least recently used dropped first.
// States are shared, never copied: deciders' states are immutable values (evolve returns a new one).

/** A decider's state at a version of its stream. */
export interface VersionedState<State> {
  state: State;
  version: number;
}

export const DEFAULT_STREAM_STATES = 10_000;
/** How long a stream counts as written by another process too after a race on it was lost. */
export const CONTENDED_FOR_MS = 30_000;

export class StreamStateCache {
  /**
   * Stream → each decider's copy. Insertion order is recency: a use moves the stream to the end, the first stream is
   * the least recently used. Weak by decider: a decider made for one call (a closure over the call's arguments) never
   * hits again, and its copy goes with it.
   */
  private readonly streams = new Map<string, WeakMap<object, VersionedState<unknown>>>();

  /** Stream → until when it counts as contended (another process appends to it too). */
  private readonly contendedUntil = new Map<string, number>();

  constructor(
    private readonly capacity = DEFAULT_STREAM_STATES,
    private readonly now: () => number = Date.now,
  ) {}

  /** Streams held. */
  get size(): number {
    return this.streams.size;
  }

  /** The stream as `decider` folded it (the same stream folded by another decider is another state). */
  get<State>(streamId: string, decider: object): VersionedState<State> | undefined {
    const copies = this.streams.get(streamId);
    const entry = copies?.get(decider);
    if (!copies || !entry) return undefined;
    this.streams.delete(streamId);
    this.streams.set(streamId, copies);
    return entry as VersionedState<State>;
  }

  /** Keeps the newer copy: a slower writer never replaces a state with an older one. */
  set<State>(streamId: string, decider: object, entry: VersionedState<State>): void {
    const copies = this.streams.get(streamId) ?? new WeakMap<object, VersionedState<unknown>>();
    const known = copies.get(decider);
    if (known && known.version > entry.version) return;
    copies.set(decider, entry);
    this.streams.delete(streamId);
    this.streams.set(streamId, copies);
    if (this.streams.size > this.capacity) this.streams.delete(this.streams.keys().next().value!);
  }

  /**
   * A race on the stream was lost to another process: for a while the copy is caught up (the events after it read)
   * before each decision rather than trusted, one read instead of a lost append and a retry each time.
   */
  markContended(streamId: string): void {
    if (this.contendedUntil.size >= this.capacity) this.contendedUntil.delete(this.contendedUntil.keys().next().value!);
    this.contendedUntil.delete(streamId);
    this.contendedUntil.set(streamId, this.now() + CONTENDED_FOR_MS);
  }

  /** Whether another process appended to the stream lately (a race on it lost within CONTENDED_FOR_MS). */
  contended(streamId: string): boolean {
    const until = this.contendedUntil.get(streamId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.contendedUntil.delete(streamId);
    return false;
  }
}
