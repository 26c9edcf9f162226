// The event store on EventStoreDB/KurrentDB through the official client; $all is gap-free by commit position.
import type * as Kurrent from '@kurrent/kurrentdb-client';
import { onFirstUse } from '../on-first-use';
import { AppendManyUnsupported, StreamVersionConflict } from './errors';
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
  StreamAppend,
  SubscribeOptions,
  SubscriberHoldBack,
  Subscription,
} from './port';
import { PushSubscription, type PushFeed } from './push-subscription';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (only with EVENT_STORE_URL)
const kurrent = onFirstUse(() => require('@kurrent/kurrentdb-client') as typeof Kurrent);

export interface EventStoreDbOptions {
  upcast?: (event: StoredEvent) => StoredEvent;
  /** A subscriber's partial batch is handed over once the server has pushed nothing for this long (default 20 ms)... */
  batchIdleMs?: number;
  /** ...or once its first event has waited this long (default 100 ms), however steadily events keep coming. */
  batchMaxWaitMs?: number;
}

type Resolved = Kurrent.ResolvedEvent | Kurrent.AllStreamResolvedEvent;
/** gRPC's status for a call the server does not know (a KurrentDB older than the multi-stream append). */
const GRPC_UNIMPLEMENTED = 12;

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: Kurrent.KurrentDBClient;
  private readonly subscriptions = new Set<PushSubscription>();
  private readonly upcast: (event: StoredEvent) => StoredEvent;

  constructor(
    connectionString: string,
    private readonly options: EventStoreDbOptions = {},
  ) {
    this.client = kurrent().KurrentDBClient.connectionString(connectionString.replace(/^esdb(\+discover)?:/, 'kurrentdb$1:'));
    this.upcast = options.upcast ?? ((e) => e);
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const streamState =
      expectedVersion === 'any' ? kurrent().ANY : expectedVersion === 0 ? kurrent().NO_STREAM : BigInt(expectedVersion - 1);
    try {
      const result = await this.client.appendToStream(
        streamId,
        events.map((e) => kurrent().jsonEvent({ type: e.type, data: (e.data ?? null) as never, metadata: e.metadata as never })),
        { streamState },
      );
      const position = result.position ?? { commit: 0n, prepare: 0n };
      return { nextVersion: Number(result.nextExpectedRevision) + 1, position: toPosition(position.commit, position.prepare) };
    } catch (err) {
      if (err instanceof kurrent().WrongExpectedVersionError) {
        const actual =
          typeof err.actualState === 'bigint' ? Number(err.actualState) + 1 : err.actualState === kurrent().NO_STREAM ? 0 : null;
        throw new StreamVersionConflict(streamId, expectedVersion, actual);
      }
      throw err;
    }
  }

  /**
   * KurrentDB's multi-stream append (server 25.1 or newer; an older server's refusal is AppendManyUnsupported): all
   * streams or none.
   * Its records take string-valued metadata only, so ours travels as one JSON string (`lhMetadata`), unwrapped on read.
   */
  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0)) throw new Error('appendMany needs events for every stream');
    try {
      const result = await this.client.multiStreamAppend(
        appends.map((a) => ({
          streamName: a.streamId,
          expectedState: a.expectedVersion === 0 ? kurrent().NO_STREAM : BigInt(a.expectedVersion - 1),
          events: a.events.map((e) =>
            kurrent().jsonEvent({ type: e.type, data: (e.data ?? null) as never, metadata: { lhMetadata: JSON.stringify(e.metadata) } }),
          ),
        })),
      );
      const position = toPosition(result.position, 0n);
      return appends.map((a) => {
        const response = result.responses.find((r) => r.streamName === a.streamId);
        return { nextVersion: response ? Number(response.revision) + 1 : a.expectedVersion + a.events.length, position };
      });
    } catch (err) {
      if (err instanceof kurrent().UnsupportedError || (err as { code?: number })?.code === GRPC_UNIMPLEMENTED)
        throw new AppendManyUnsupported((err as Error).message);
      const details = (err as { details?: { type?: string; revision?: bigint }; streamName?: string }) ?? {};
      if (err instanceof kurrent().WrongExpectedVersionError || details.details?.type === 'wrong_expected_revision') {
        const streamId = details.streamName ?? appends[0].streamId;
        const expected = appends.find((a) => a.streamId === streamId)?.expectedVersion ?? appends[0].expectedVersion;
        throw new StreamVersionConflict(streamId, expected, null);
      }
      throw err;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const out: StoredEvent[] = [];
    try {
      const fromRevision = options.afterVersion ? BigInt(options.afterVersion) : kurrent().START;
      for await (const resolved of this.client.readStream(streamId, { fromRevision, direction: kurrent().FORWARDS })) {
        const event = this.toEvent(resolved);
        if (!event) continue;
        if (options.until && event.recordedAt > options.until) break;
        out.push(event);
      }
    } catch (err) {
      if (err instanceof kurrent().StreamNotFoundError) return [];
      throw err;
    }
    return out;
  }

  async readAll(from: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    const fromPosition = from ? toEsdbPosition(from) : kurrent().START;
    const out: StoredEvent[] = [];
    for await (const resolved of this.client.readAll({
      fromPosition,
      direction: kurrent().FORWARDS,
      maxCount: limit + 1,
      filter: kurrent().excludeSystemEvents(),
    })) {
      const event = this.toEvent(resolved);
      // Reading from a position includes it; compare as numbers, never as the token's text.
      if (!event || (from && comparePositions(event.position, from) <= 0)) continue;
      out.push(event);
      if (out.length === limit) break;
    }
    return out;
  }

  /** KurrentDB holds no subscriber back: the newest event is the head. */
  newestPosition(): Promise<GlobalPosition | null> {
    return this.headPosition();
  }

  async headPosition(): Promise<GlobalPosition | null> {
    for await (const resolved of this.client.readAll({
      fromPosition: kurrent().END,
      direction: kurrent().BACKWARDS,
      maxCount: 1,
      filter: kurrent().excludeSystemEvents(),
    })) {
      return this.toEvent(resolved)?.position ?? null;
    }
    return null;
  }

  /** $all is ordered by commit position: a running transaction never hides an earlier commit. */
  async holdBack(): Promise<SubscriberHoldBack> {
    return { heldBackMs: 0, oldestTransaction: null };
  }

  /**
   * A catch-up subscription to $all from the position (the server pushes history, then live events). `wakeFirst` means
   * nothing here: no connection pool queue stands between an append and the push.
   */
  subscribe(from: GlobalPosition | null, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const subscription = new PushSubscription(
      (after) => this.openFeed(after),
      from,
      handler,
      { ...options, idleMs: this.options.batchIdleMs ?? 20, maxWaitMs: this.options.batchMaxWaitMs ?? 100 },
      (s) => this.subscriptions.delete(s),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }

  private openFeed(after: GlobalPosition | null): PushFeed {
    const subscription = this.client.subscribeToAll({
      fromPosition: after ? toEsdbPosition(after) : kurrent().START,
      filter: kurrent().excludeSystemEvents(),
    });
    // Errors reach the reader through the iterator; this keeps one that arrives after the reader left (a dropped
    // connection after close) from being an unhandled 'error' event that ends the process.
    subscription.on('error', () => undefined);
    const toEvent = (resolved: Resolved) => this.toEvent(resolved);
    async function* events(): AsyncGenerator<StoredEvent> {
      for await (const resolved of subscription) {
        const event = toEvent(resolved);
        if (event) yield event;
      }
    }
    let closed = false;
    return {
      events: events(),
      close: async () => {
        if (closed) return;
        closed = true;
        // Destroying the readable settles a read waiting on it at once; cancelling the call waits for the call to have
        // been created (a server being dialled), so it goes on in the background.
        subscription.destroy();
        void subscription.unsubscribe().catch(() => undefined);
      },
    };
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
      metadata: unwrapMetadata(recorded.metadata),
      position: token,
      recordedAt: recorded.created,
    });
  }
}

/** Metadata as appended: the object itself, or (a multi-stream append's) one JSON string under `lhMetadata`. */
function unwrapMetadata(metadata: unknown): EventMetadata {
  const wrapped = (metadata as { lhMetadata?: unknown } | null)?.lhMetadata;
  return (typeof wrapped === 'string' ? JSON.parse(wrapped) : metadata) as EventMetadata;
}

function toEsdbPosition(token: GlobalPosition): Kurrent.Position {
  const { major, minor } = parsePosition(token);
  return { commit: major, prepare: minor };
}
