// The event store on PostgreSQL (pg) or PGlite: one table, one-statement appends, gap-free global reads.
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../db/sql-client';
import { CoalescingNotifier } from './coalescing-notifier';
import { StreamVersionConflict } from './errors';
import { isUniqueViolation } from './pg-error';
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
  StreamAppend,
  SubscriberHoldBack,
  Subscription,
} from './port';
import {
  APPEND_ANY,
  appendExpected,
  CURRENT_VERSION,
  HEAD,
  NEWEST,
  APPEND_MANY,
  HELD_BACK,
  OLDEST_TRANSACTION,
  READ_ALL,
  READ_STREAM,
  type EventRow,
} from './postgres-sql';
import { EventPump } from './event-pump';
import { SubscriptionLoop } from './subscription-loop';

export interface PostgresEventStoreOptions {
  upcast?: (event: StoredEvent) => StoredEvent;
  /** How often the pump reads again while an event it knows was committed is not visible yet (default 250 ms). */
  pollIntervalMs?: number;
  /**
   * The safety read while nothing is awaited (default: 10 s on PostgreSQL, where a NOTIFY wakes the pump for other
   * processes' appends; 1 s on PGlite).
   */
  idlePollIntervalMs?: number;
  /** A failed read of the pump (it retries at the next wake or poll). */
  onPumpError?: (err: unknown) => void;
  notifyChannel?: string;
}

type AppendedRow = { position: string; tx: string; version: number };

/** 'any' appends race only each other on the unique key; a few retries settle it. */
const ANY_RETRIES = 10;

export class PostgresEventStore implements EventStore {
  readonly kind: 'postgres' | 'pglite';
  private readonly loops = new Set<SubscriptionLoop>();
  /** Subscribed with `wakeFirst`: woken before `loops`. */
  private readonly firstLoops = new Set<SubscriptionLoop>();
  private readonly notifier: CoalescingNotifier | null;
  private unlisten: Promise<() => Promise<void>> | null = null;
  private readonly upcast: (event: StoredEvent) => StoredEvent;
  private readonly pollIntervalMs: number;
  private readonly channel: string;
  /** The one reader of the global order that feeds every subscription of this store. */
  private readonly pump: EventPump;
  /** This store's name in the NOTIFY payloads it sends. */
  private readonly origin = randomUUID();

  constructor(
    private readonly client: SqlClient,
    options: PostgresEventStoreOptions = {},
  ) {
    this.kind = client.kind === 'pg' ? 'postgres' : 'pglite';
    this.upcast = options.upcast ?? ((e) => e);
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.channel = options.notifyChannel ?? 'lh_events';
    // PGlite lives in this process only: in-process wake-ups reach every subscriber it can have.
    this.notifier = client.kind === 'pg' ? new CoalescingNotifier(client, this.channel, this.origin) : null;
    this.pump = new EventPump({
      readAll: (from, limit) => this.readAll(from, limit),
      head: () => this.headPosition(),
      onNew: () => this.wakeAll(),
      pollIntervalMs: this.pollIntervalMs,
      idlePollIntervalMs: options.idlePollIntervalMs ?? (client.kind === 'pg' ? 10_000 : 1_000),
      onError: options.onPumpError,
    });
  }

  async append(streamId: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('append needs at least one event');
    const types = events.map((e) => e.type);
    const data = events.map((e) => JSON.stringify(e.data ?? null));
    const metadata = events.map((e) => JSON.stringify(e.metadata));
    const [text, params, name] =
      expectedVersion === 'any'
        ? [APPEND_ANY, [streamId, types, data, metadata], 'lh_append_any']
        : [
            this.appendSql(events.length),
            [streamId, expectedVersion, ...events.flatMap((_, i) => [types[i], data[i], metadata[i]])],
            `lh_append_${events.length}`,
          ];
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await this.client.query<AppendedRow>(text, params, { name });
        if (rows.length === 0) throw await this.conflict(streamId, expectedVersion);
        const last = rows.reduce((a, b) => (a.version > b.version ? a : b));
        const position = toPosition(last.tx, last.position);
        this.appended(position);
        return { nextVersion: last.version, position };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        if (expectedVersion === 'any' && attempt < ANY_RETRIES) continue;
        throw await this.conflict(streamId, expectedVersion);
      }
    }
  }

  async appendMany(appends: readonly StreamAppend[]): Promise<AppendResult[]> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0)) throw new Error('appendMany needs events for every stream');
    if (new Set(appends.map((a) => a.streamId)).size !== appends.length) throw new Error('appendMany names a stream twice');
    const rows = appends.flatMap((a) =>
      a.events.map(
        (e, i) =>
          [
            a.streamId,
            a.expectedVersion,
            a.expectedVersion + i + 1,
            e.type,
            JSON.stringify(e.data ?? null),
            JSON.stringify(e.metadata),
          ] as const,
      ),
    );
    const columns = [0, 1, 2, 3, 4, 5].map((c) => rows.map((row) => row[c]));
    let appended: (AppendedRow & { stream_id: string })[];
    try {
      ({ rows: appended } = await this.client.query<AppendedRow & { stream_id: string }>(APPEND_MANY, columns, { name: 'lh_append_many' }));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      throw await this.firstConflict(appends);
    }
    if (appended.length === 0) throw await this.firstConflict(appends);
    const results = appends.map((part) => {
      const row = appended.find((r) => r.stream_id === part.streamId)!;
      return { nextVersion: row.version, position: toPosition(row.tx, row.position) };
    });
    const newest = results.map((r) => r.position).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b));
    this.appended(newest);
    return results;
  }

  /** The conflict of the first stream that is not at its expected version (the first given, when they all are now). */
  private async firstConflict(parts: readonly StreamAppend[]): Promise<StreamVersionConflict> {
    for (const part of parts) {
      const conflict = await this.conflict(part.streamId, part.expectedVersion);
      if (conflict.actualVersion !== part.expectedVersion) return conflict;
    }
    return new StreamVersionConflict(parts[0].streamId, parts[0].expectedVersion, null);
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const { rows } = await this.client.query<EventRow>(READ_STREAM, [
      streamId,
      options.afterVersion ?? 0,
      options.until?.toISOString() ?? null,
    ]);
    return rows.map((r) => this.toEvent(r));
  }

  async readAll(from: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    const { major, minor } = from ? parsePosition(from) : { major: 0n, minor: 0n };
    const { rows } = await this.client.query<EventRow>(READ_ALL, [major.toString(), minor.toString(), limit]);
    return rows.map((r) => this.toEvent(r));
  }

  async headPosition(): Promise<GlobalPosition | null> {
    const { rows } = await this.client.query<{ tx: string; position: string }>(HEAD);
    return rows[0] ? toPosition(rows[0].tx, rows[0].position) : null;
  }

  async newestPosition(): Promise<GlobalPosition | null> {
    const { rows } = await this.client.query<{ tx: string; position: string }>(NEWEST);
    return rows[0] ? toPosition(rows[0].tx, rows[0].position) : null;
  }

  async holdBack(): Promise<SubscriberHoldBack> {
    const { rows } = await this.client.query<{ held_back_ms: number }>(HELD_BACK);
    // PGlite has one connection: no other transaction can be running while this one asks.
    if (this.client.kind === 'pglite') return { heldBackMs: rows[0].held_back_ms, oldestTransaction: null };
    const oldest = (await this.client.query<{ xid: string; age_ms: number | null; state: string | null }>(OLDEST_TRANSACTION)).rows[0];
    return {
      heldBackMs: Math.max(0, rows[0].held_back_ms),
      oldestTransaction: oldest
        ? { xid: oldest.xid, ageMs: oldest.age_ms === null ? null : Math.max(0, oldest.age_ms), state: oldest.state }
        : null,
    };
  }

  subscribe(from: GlobalPosition | null, handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const loop = new SubscriptionLoop(
      (f, l) => this.pump.read(f, l),
      from,
      handler,
      { ...options, pollIntervalMs: this.pollIntervalMs },
      (l) => this.loops.delete(l) || this.firstLoops.delete(l),
    );
    (options.wakeFirst ? this.firstLoops : this.loops).add(loop);
    // The pump's tail may be stale: an append made while nothing was subscribed woke no fetch (a saga runner started
    // again, a lease won late), and the new loop would wait for the next safety read (up to 5 s) to see it.
    this.pumpNow(null);
    if (this.client.kind === 'pg' && !this.unlisten) {
      this.unlisten = this.client.listen(this.channel, (payload) => {
        // Another process appended: read. This process's own NOTIFY is ignored (its append woke the pump already).
        const announced = CoalescingNotifier.announced(payload, this.origin);
        if (announced) this.pumpNow(announced);
      });
      this.unlisten.catch(() => undefined);
    }
    return loop;
  }

  async close(): Promise<void> {
    this.notifier?.close();
    await Promise.all([...this.firstLoops, ...this.loops].map((l) => l.stop()));
    await this.pump.stop();
    const unlisten = this.unlisten;
    this.unlisten = null;
    if (unlisten) await (await unlisten.catch(() => async () => undefined))();
  }

  private readonly appendStatements = new Map<number, string>();

  private appendSql(count: number): string {
    let text = this.appendStatements.get(count);
    if (!text) this.appendStatements.set(count, (text = appendExpected(count)));
    return text;
  }

  private appended(position: GlobalPosition): void {
    this.pumpNow(position);
    this.notifier?.ping(position);
  }

  /**
   * New events may be visible: the pump reads once, and wakes the subscriptions when it found some; `committed`, the
   * newest position an append here or a NOTIFY announced, is read again for until it shows.
   */
  private pumpNow(committed: GlobalPosition | null): void {
    if (this.loops.size + this.firstLoops.size > 0) this.pump.fetch(committed).catch(() => undefined);
  }

  private wakeAll(): void {
    for (const loop of this.firstLoops) loop.wake();
    for (const loop of this.loops) loop.wake();
  }

  private async conflict(streamId: string, expected: ExpectedVersion): Promise<StreamVersionConflict> {
    const { rows } = await this.client
      .query<{ version: number }>(CURRENT_VERSION, [streamId])
      .catch(() => ({ rows: [] as { version: number }[] }));
    return new StreamVersionConflict(streamId, expected, rows[0]?.version ?? null);
  }

  private toEvent(row: EventRow): StoredEvent {
    return this.upcast({
      streamId: row.stream_id,
      version: Number(row.version),
      type: row.type,
      data: row.data,
      metadata: row.metadata as EventMetadata,
      position: toPosition(row.tx, row.position),
      recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
    });
  }
}
