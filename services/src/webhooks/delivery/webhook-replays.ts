// New deliveries its owner asks for: a test event, one delivery again, or a period again. Each is a row of its own
// (replay=true) with the original event id, so `webhook-id` stays the same and the receiver can drop what it has.
// A period is replayed from the delivery log, not the event store: every event fanned out to this endpoint in
// [from, to] of a type it still subscribes to, once each (events from before it existed, or while it was disabled,
// were never its deliveries and are not sent). Bounded: a period replays at most WEBHOOK_REPLAY_MAX_DELIVERIES, and
// only once the endpoint's earlier replays are all sent; one replay or a test event only below
// WEBHOOK_MAX_PENDING_REPLAYS pending (each check and its insert hold the endpoint's row, so two at once cannot both pass).
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  WEBHOOK_MAX_PENDING_REPLAYS,
  WEBHOOK_REPLAY_MAX_AGE_DAYS,
  WEBHOOK_REPLAY_MAX_DAYS,
  WEBHOOK_REPLAY_MAX_DELIVERIES,
  type WebhookDeliveryView,
} from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { CLOCK, READ_DB } from '../../persistence/tokens';
import type { WebhookActor } from '../domain/webhook-endpoint';
import { deliveryView, visibleEndpoint } from '../queries/webhook-views';
import type { WebhookDb, WebhookTrx } from './webhook-delivery.tables';
import { WebhookDispatcher } from './webhook-dispatcher';
import { webhookPayload } from './webhook-payload';

const DAY_MS = 86_400_000;
export const WEBHOOK_TEST_EVENT = 'webhook.test.v1';

@Injectable()
export class WebhookReplays {
  constructor(
    @Inject(READ_DB) private readonly db: WebhookDb,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  async sendTest(actor: WebhookActor, webhookId: string): Promise<WebhookDeliveryView> {
    const endpoint = await visibleEndpoint(this.db, actor, webhookId);
    if (endpoint.status !== 'ACTIVE') throw new DomainError(ErrorCode.WEBHOOK_STATUS_CONFLICT);
    const now = this.clock.now();
    const data = { webhookId, message: 'A test event from Ledgerhouse.' };
    return this.insert({
      endpoint_id: webhookId,
      event_id: `test-${randomUUID()}`,
      event_type: WEBHOOK_TEST_EVENT,
      event_time: now,
      payload: webhookPayload(WEBHOOK_TEST_EVENT, now.toISOString(), data),
      replay: false,
    });
  }

  async replayOne(actor: WebhookActor, webhookId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    await visibleEndpoint(this.db, actor, webhookId);
    const original = await this.db
      .selectFrom('webhook_deliveries')
      .select(['event_id', 'event_type', 'event_time', 'payload'])
      .where('id', '=', deliveryId)
      .where('endpoint_id', '=', webhookId)
      .executeTakeFirst();
    if (!original) throw new DomainError(ErrorCode.WEBHOOK_DELIVERY_NOT_FOUND);
    return this.insert({ endpoint_id: webhookId, ...original, replay: true });
  }

  async replayPeriod(actor: WebhookActor, webhookId: string, from: Date, to: Date): Promise<{ count: number }> {
    const endpoint = await visibleEndpoint(this.db, actor, webhookId);
    const now = this.clock.now();
    const tooLong = to.getTime() - from.getTime() > WEBHOOK_REPLAY_MAX_DAYS * DAY_MS;
    const tooOld = now.getTime() - from.getTime() > WEBHOOK_REPLAY_MAX_AGE_DAYS * DAY_MS;
    if (to < from || tooLong || tooOld)
      throw new DomainError(
        ErrorCode.WEBHOOK_REPLAY_PERIOD_INVALID,
        {},
        { fields: [{ field: 'from', code: ErrorCode.WEBHOOK_REPLAY_PERIOD_INVALID }] },
      );
    const count = await this.db.transaction().execute(async (trx) => {
      if ((await this.pendingReplays(trx, webhookId)) > 0) throw new DomainError(ErrorCode.WEBHOOK_REPLAY_IN_PROGRESS);
      const originals = await trx
        .selectFrom('webhook_deliveries')
        .select(['event_id', 'event_type', 'event_time', 'payload'])
        .where('endpoint_id', '=', webhookId)
        .where('replay', '=', false)
        .where('event_type', 'in', endpoint.event_types.length > 0 ? endpoint.event_types : [''])
        .where('event_time', '>=', from)
        .where('event_time', '<=', to)
        .orderBy('event_time')
        .limit(WEBHOOK_REPLAY_MAX_DELIVERIES + 1)
        .execute();
      if (originals.length > WEBHOOK_REPLAY_MAX_DELIVERIES) throw new DomainError(ErrorCode.WEBHOOK_REPLAY_TOO_LARGE);
      if (originals.length === 0) return 0;
      await trx
        .insertInto('webhook_deliveries')
        .values(originals.map((o) => this.row({ endpoint_id: webhookId, ...o, replay: true }, now)))
        .execute();
      return originals.length;
    });
    if (count > 0) this.dispatcher.wake();
    return { count };
  }

  /**
   * The endpoint's replays and test events not yet sent, its row held for the rest of the transaction (so a concurrent
   * replay of the same endpoint waits for this one's insert before it counts).
   */
  private async pendingReplays(trx: WebhookTrx, webhookId: string): Promise<number> {
    await trx.selectFrom('webhook_endpoints').select('id').where('id', '=', webhookId).forUpdate().executeTakeFirst();
    const { pending } = await trx
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<string>().as('pending'))
      .where('endpoint_id', '=', webhookId)
      .where('status', '=', 'PENDING')
      .where((eb) => eb.or([eb('replay', '=', true), eb('event_type', '=', WEBHOOK_TEST_EVENT)]))
      .executeTakeFirstOrThrow();
    return Number(pending);
  }

  private async insert(delivery: Omit<Parameters<WebhookReplays['row']>[0], never>): Promise<WebhookDeliveryView> {
    const row = this.row(delivery, this.clock.now());
    await this.db.transaction().execute(async (trx) => {
      if ((await this.pendingReplays(trx, delivery.endpoint_id)) >= WEBHOOK_MAX_PENDING_REPLAYS)
        throw new DomainError(ErrorCode.WEBHOOK_REPLAY_IN_PROGRESS);
      await trx.insertInto('webhook_deliveries').values(row).execute();
    });
    this.dispatcher.wake();
    return deliveryView({ ...row, attempts: 0, last_status_code: null, last_error: null, last_attempt_at: null, leased_until: null });
  }

  private row(
    d: { endpoint_id: string; event_id: string; event_type: string; event_time: Date; payload: string; replay: boolean },
    now: Date,
  ) {
    return { id: randomUUID(), ...d, status: 'PENDING', next_attempt_at: now, created_at: now };
  }
}
