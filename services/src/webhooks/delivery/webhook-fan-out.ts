// Turns every stored event into its public events (IntegrationEvents.of, as the Kafka relay does) and records one
// delivery per matching ACTIVE endpoint, in the same transaction as the fan-out's checkpoint: a crash repeats a batch
// and the unique (endpoint_id, event_id) key keeps each delivery once. An endpoint matches when it subscribes to the
// event's type and is the warehouse's or the event's seller's, and the event came after the endpoint's creation
// (created_position: a fan-out running behind reads endpoints as they are now, and must not send one the events from
// before it existed). The endpoints are read once the webhooks projection has reached the batch, so an endpoint created
// before an event is never missed. Event types added later by an update are matched by the endpoint's current types.
// The event types some ACTIVE endpoint subscribes to are kept in memory until an endpoint's own event passes: a batch
// whose public events nobody subscribes to (every batch, while no endpoint exists) costs no transaction, and its
// checkpoint follows lazily.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { IntegrationEvent } from '@ledgerhouse/contracts';
import {
  comparePositions,
  TimedWaiters,
  type Clock,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '@ledgerhouse/infra';
import {
  ensureCheckpoint,
  LazyCheckpoints,
  lockCheckpoints,
  readCheckpoint,
  saveCheckpoint,
  type ProjectionRunner,
} from '@ledgerhouse/projections';
import { IntegrationEvents } from '../../integration/integration-events';
import { CLOCK, EVENT_STORE, PROJECTION_RUNNER, READ_DB } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import type { WebhookDb } from './webhook-delivery.tables';
import { WebhookDispatcher } from './webhook-dispatcher';
import { webhookPayload } from './webhook-payload';

const NAME = 'webhooks-fanout';
/** Its checkpoint: `webhooks:fan-out` in processor_checkpoints. */
const CHECKPOINT = 'fan-out';
const PROJECTION = 'webhooks';
const PROJECTION_WAIT_MS = 10_000;
/** The stream of a webhook endpoint (the webhooks projection's events). */
const ENDPOINT_STREAM = 'webhook-';

@Injectable()
export class WebhookFanOut implements OnModuleInit {
  private readonly logger = new Logger('WebhooksFanOut');
  private subscription: Subscription | null = null;
  private position: GlobalPosition | null = null;
  /** The stored checkpoint as this fan-out last wrote or read it (`position`, in memory, may be ahead). */
  private storedAt: GlobalPosition | null = null;
  private lazy: LazyCheckpoints | null = null;
  private readonly waiters = new TimedWaiters<GlobalPosition>();
  /** The event types ACTIVE endpoints subscribe to, as read since the last endpoint event; null: read them again. */
  private subscribedTypes: ReadonlySet<string> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: WebhookDb,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    private readonly integrationEvents: IntegrationEvents,
    private readonly dispatcher: WebhookDispatcher,
    private readonly work: BackgroundWork,
  ) {}

  onModuleInit(): void {
    this.work.register({ name: NAME, start: () => this.start(), stop: () => this.stop() });
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    this.position = await ensureCheckpoint(this.db, 'webhooks', CHECKPOINT);
    this.storedAt = this.position;
    this.lazy = new LazyCheckpoints(this.db, 'webhooks', {
      onError: (err) => this.logger.warn(`checkpoint: ${(err as Error)?.message ?? String(err)}`),
    });
    this.subscription = this.store.subscribe(this.position, (batch) => this.handle(batch), {
      onError: (err) => this.logger.warn(`${(err as Error)?.message ?? String(err)}; retrying`),
    });
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
    await this.lazy?.stop();
    this.lazy = null;
    this.subscribedTypes = null;
    this.waiters.cancelAll();
  }

  private async handle(batch: readonly StoredEvent[]): Promise<void> {
    const fresh = batch.filter((e) => comparePositions(e.position, this.position) > 0);
    if (fresh.length === 0) return;
    const to = fresh.at(-1)!.position;
    const published: { event: IntegrationEvent; position: GlobalPosition }[] = [];
    for (const stored of fresh)
      for (const event of await this.integrationEvents.of(stored)) published.push({ event, position: stored.position });
    if (fresh.some((e) => e.streamId.startsWith(ENDPOINT_STREAM))) this.subscribedTypes = null;
    if (published.length === 0) return this.passOver(to);
    await this.projectionReached(to);
    const subscribed = (this.subscribedTypes ??= await this.activeEventTypes());
    if (!published.some(({ event }) => subscribed.has(event.type))) return this.passOver(to);
    this.lazy?.forget(CHECKPOINT);
    const inserted = await this.db.transaction().execute(async (trx) => {
      const stored = (await lockCheckpoints(trx, 'webhooks', [CHECKPOINT])).get(CHECKPOINT) ?? null;
      // Another worker got here first (a lease handed over mid-batch): its rows stand.
      if (comparePositions(stored, to) >= 0) return 0;
      let count = 0;
      if (published.length > 0) {
        const endpoints = await trx
          .selectFrom('webhook_endpoints')
          .select(['id', 'scope', 'owner_id', 'event_types', 'created_position'])
          .where('status', '=', 'ACTIVE')
          .execute();
        const now = this.clock.now();
        const rows = published.flatMap(({ event, position }) =>
          endpoints
            .filter(
              (e) =>
                e.event_types.includes(event.type) &&
                (e.scope === 'WAREHOUSE' || e.owner_id === event.sellerId) &&
                comparePositions(position, e.created_position as GlobalPosition | null) > 0,
            )
            .map((e) => ({
              id: randomUUID(),
              endpoint_id: e.id,
              event_id: event.id,
              event_type: event.type,
              event_time: new Date(event.time),
              payload: webhookPayload(event.type, event.time, event.data),
              status: 'PENDING',
              next_attempt_at: now,
              created_at: now,
            })),
        );
        if (rows.length > 0) {
          const result = await trx
            .insertInto('webhook_deliveries')
            .values(rows)
            .onConflict((oc) => oc.columns(['endpoint_id', 'event_id']).where('replay', '=', false).doNothing())
            .returning('id')
            .execute();
          count = result.length;
        }
      }
      await saveCheckpoint(trx, 'webhooks', CHECKPOINT, to);
      return count;
    });
    this.storedAt = to;
    this.advanced(to);
    if (inserted > 0) this.dispatcher.wake();
  }

  private async activeEventTypes(): Promise<ReadonlySet<string>> {
    const rows = await this.db.selectFrom('webhook_endpoints').select('event_types').where('status', '=', 'ACTIVE').execute();
    return new Set(rows.flatMap((row) => row.event_types));
  }

  /**
   * Waits (bounded) until the webhooks projection has applied `to` (in memory where it runs here, else on its stored
   * checkpoint); else throws, and the subscription retries the batch.
   */
  private async projectionReached(to: GlobalPosition): Promise<void> {
    if (!(await this.runner.waitFor(to, PROJECTION_WAIT_MS, [PROJECTION])))
      throw new Error(`the ${PROJECTION} projection has not reached ${to}`);
  }

  /** Nothing public in these events: no transaction; the checkpoint follows lazily (a replay of them sends nothing). */
  private passOver(to: GlobalPosition): void {
    this.passLazily(to);
    this.advanced(to);
  }

  private passLazily(to: GlobalPosition): void {
    const expected = this.storedAt;
    this.lazy?.pass(CHECKPOINT, expected, to, (moved) => {
      if (moved) {
        if (this.storedAt === expected) this.storedAt = to;
        return;
      }
      // Moved meanwhile (a dead holder's last write landing late, another worker): pass again from what is stored now.
      void readCheckpoint(this.db, 'webhooks', CHECKPOINT).then(
        (stored) => {
          if (!this.subscription) return;
          this.storedAt = stored;
          if (comparePositions(this.storedAt, to) < 0) this.passLazily(to);
        },
        (err) => {
          // Not read: pass again (the next write fails the same way and reads again), or an idle fan-out stays behind.
          this.logger.warn(`checkpoint: ${(err as Error)?.message ?? String(err)}`);
          if (this.subscription) this.passLazily(to);
        },
      );
    });
  }

  private advanced(to: GlobalPosition): void {
    this.position = to;
    this.waiters.release((target) => comparePositions(to, target) >= 0);
  }

  /** Waits until every event up to `target` is fanned out (tests, read-your-writes); false on timeout or stop. */
  waitFor(target: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (comparePositions(this.position, target) >= 0) return Promise.resolve(true);
    return this.waiters.wait(target, timeoutMs);
  }
}
