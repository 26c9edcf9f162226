// The event store on EventStoreDB/KurrentDB through the official client; $all is gap-free by commit position.
import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { StreamVersionConflict } from './errors';
import { comparePositions, parsePosition, toPosition, type GlobalPosition } from './position';
import type {
  AppendResult,
  BatchHandler,
  EventMetadata,
  EventStore,
  ExpectedVersion,
  NewEvent,
  ReadStreamOptions,
  StoredEvent,
  SubscribeOptions,
  SubscriberHoldBack,
  Subscription,
} from './port';
import { SubscriptionLoop } from './subscription-loop';

export interface EventStoreDbOptions {
  upcast?: (event: StoredEvent) => StoredEvent;
  pollIntervalMs?: number;
}

type Resolved = ResolvedEvent | AllStreamResolvedEvent;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: KurrentDBClient;
  private readonly loops = new Set<SubscriptionLoop>();
  private readonly upcast: (event: StoredEvent) => StoredEvent;

  constructor(
    connectionString: string,
    private readonly options: EventStoreDbOptions = {},
  ) {
    this.client = KurrentDBClient.connectionString(connectionString.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'));
    this.upcast = options.upcast ?? ((e) => e);
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const streamState = expectedVersion === 'any' ? ANY : expectedVersion === 0 ? NO_STREAM : BigInt(expectedVersion - 1);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => jsonEvent({ type: e.type, data: (e.data ?? null) as never, metadata: e.metadata as never })),
        { streamState },
      );
      for (const loop of this.loops) loop.wake();
      const position = result.position ?? { commit: 0n, prepare: 0n };
      return { nextVersion: Number(result.nextExpectedRevision) + 1, position: toPosition(position.commit, position.prepare) };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        const actual = typeof err.actualState === 'bigint' ? Number(err.actualState) + 1 : null;
        throw new StreamVersionConflict(streamId, expectedVersion, actual);
      }
      throw err;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      const fromRevision = options.afterVersion ? BigInt(options.afterVersion) : START;
      for await (const resolved of this.client.readStream(streamId, { fromRevision, direction: FORWARDS })) {
        const event = this.toEvent(resolved);
        if (!event) continue;
        if (options.until && event.recordedAt > options.until) break;
        out.push(event);
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readAll(from: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    const fromPosition = from ? (({ major, minor }) => ({ commit: major, prepare: minor }))(parsePosition(from)) : START;
    const out: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition,
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    })) {
      const event = this.toEvent(resolved);
      // Reading from a position includes it; compare as numbers, never as the token's text.
      if (!event || (from && comparePositions(event.position, from) <= 0)) continue;
      out.push(event);
      if (out.length === limit) break;
    }
    return out;
  }

  async headPosition(): Promise<GlobalPosition | null> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
      filter: excludeSystemEvents(),
    })) {
      return this.toEvent(resolved)?.position ?? null;
    }
    return null;
  }

  /** $all is ordered by commit position: a running transaction never hides an earlier commit. */
  async holdBack(): Promise<SubscriberHoldBack> {
    return { heldBackMs: 0, oldestTransaction: null };
  }

  /** Polls $all after the last delivered position; appends through this instance wake it at once. */
  subscribe(from: GlobalPosition | null, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const loop = new SubscriptionLoop(
      (f, l) => this.readAll(f, l),
      from,
      handler,
      { ...options, pollIntervalMs: this.options.pollIntervalMs ?? 100 },
      (l) => this.loops.delete(l),
    );
    this.loops.add(loop);
    return loop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.loops].map((l) => l.stop()));
    await this.client.dispose();
  }

  private toEvent(resolved: Resolved): StoredEvent | null {
    const recorded = resolved.event;
    if (!recorded || recorded.type.startsWith('$')) return null;
    const position = recorded.position ?? resolved.commitPosition;
    const token =
      typeof position === 'object' && position
        ? toPosition(position.commit, position.prepare)
        : toPosition(typeof position === 'bigint' ? position : 0n, 0n);
    return this.upcast({
      streamId: recorded.streamId,
      version: Number(recorded.revision) + 1,
      type: recorded.type,
      data: recorded.data,
      metadata: recorded.metadata as unknown as EventMetadata,
      position: token,
      recordedAt: recorded.created,
    });
  }
}
