// Sends the due webhook deliveries. A pass leases a batch (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), so
// several workers never send one delivery at once), posts each, and settles it with its attempt in one transaction:
// SUCCEEDED on a 2xx, else the next attempt on the Standard Webhooks schedule, or FAILED after the last. The row is the
// intent, written before the call: a crash mid-send leaves it leased, and once the lease lapses it is sent again (at
// least once; receivers drop duplicates by `webhook-id`). An endpoint failing for the whole window is disabled (FAILING);
// its owner is mailed from that fact by webhook-disabled-mail.saga.ts. Runs whenever the fan-out or a replay adds
// deliveries, and every WEBHOOK_DISPATCH_INTERVAL_MS while it finds some; after a few seconds with none, every
// IDLE_FACTOR intervals (an idle process does not commit a look every second; a fan-out in another process is
// then picked up within that).
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import type { Clock, GuardedFetch } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { SecretSealer, SecretUnreadable, type SealedSecret } from '../../crypto/secret-sealer';
import { OUTBOUND_FETCH } from '../../outbound/outbound-fetch.provider';
import { APP_CONFIG, CLOCK, READ_DB } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { PeriodicPass } from '../../scheduling/periodic-pass';
import { DisableWebhook } from '../commands/disable-webhook';
import { failingSinceAfter, isDelivered, isFailing, nextAttemptAt } from '../domain/delivery-schedule';
import { attemptDelivery, type AttemptOutcome } from './webhook-attempt';
import type { WebhookDb } from './webhook-delivery.tables';

const BATCH = 20;
/** The idle interval, in dispatch intervals. */
const IDLE_FACTOR = 10;
/** The attempt's error when the endpoint's secret cannot be unsealed (its key left the ring). */
export const SECRET_UNREADABLE = 'secret unreadable';
/** Longer than any attempt can take, so a lease only lapses when its holder died. */
const LEASE_MARGIN_MS = 60_000;

interface Leased {
  id: string;
  endpoint_id: string;
  event_id: string;
  payload: string;
  attempts: number;
  leased_until: Date;
}

@Injectable()
export class WebhookDispatcher implements OnModuleInit {
  private readonly logger = new Logger('WebhooksDispatcher');
  private started = false;
  private again = false;
  private readonly pass = new PeriodicPass(
    () => this.drain(),
    (err) => this.logger.error({ err }, 'Webhook dispatch pass failed; the next pass retries'),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: WebhookDb,
    @Inject(OUTBOUND_FETCH) private readonly outbound: GuardedFetch,
    private readonly sealer: SecretSealer,
    private readonly commands: CommandBus,
    private readonly work: BackgroundWork,
  ) {}

  onModuleInit(): void {
    this.work.register({
      name: 'webhooks-dispatcher',
      start: async () => {
        this.started = true;
        const interval = this.config.WEBHOOK_DISPATCH_INTERVAL_MS;
        if (interval > 0) this.pass.start(interval, interval * IDLE_FACTOR);
        this.wake();
      },
      stop: async () => {
        this.started = false;
        await this.pass.stop();
      },
    });
  }

  /** New deliveries were recorded: send them now rather than at the next interval (in a process that dispatches). */
  wake(): void {
    if (!this.started) return;
    this.again = true;
    void this.pass.run();
  }

  /** One pass over everything due now (tests call it after moving the clock). */
  sendDue(): Promise<void> {
    return this.pass.run();
  }

  /**
   * Until nothing is due, and again when a wake came in meanwhile (its rows may have missed the last look); whether it
   * found any.
   */
  private async drain(): Promise<boolean> {
    let found = false;
    do {
      this.again = false;
      for (;;) {
        const leased = await this.lease();
        if (leased.length === 0) break;
        found = true;
        // One delivery whose pass fails (the database away) stays leased and is retried after the lease; it never
        // holds up the others.
        await Promise.all(
          leased.map((delivery) =>
            this.send(delivery).catch((err: unknown) =>
              this.logger.error({ err, deliveryId: delivery.id }, 'Webhook delivery could not be sent; retried after its lease'),
            ),
          ),
        );
      }
    } while (this.again);
    return found;
  }

  private async lease(): Promise<Leased[]> {
    const now = this.clock.now();
    const until = new Date(now.getTime() + this.config.WEBHOOK_TIMEOUT_MS + LEASE_MARGIN_MS);
    const due = this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
      .select('d.id')
      .where('d.status', '=', 'PENDING')
      .where('e.status', '=', 'ACTIVE')
      .where('d.next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('d.leased_until', 'is', null), eb('d.leased_until', '<', now)]))
      .orderBy('d.next_attempt_at')
      .limit(BATCH)
      .modifyEnd(sql`for update of d skip locked`);
    return this.db
      .updateTable('webhook_deliveries')
      .set({ leased_until: until })
      .where('id', 'in', due)
      .returning(['id', 'endpoint_id', 'event_id', 'payload', 'attempts', 'leased_until'])
      .execute() as Promise<Leased[]>;
  }

  private async send(delivery: Leased): Promise<void> {
    const endpoint = await this.db
      .selectFrom('webhook_endpoints')
      .select(['url', 'secret', 'status', 'enabled_at'])
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst();
    if (!endpoint || endpoint.status !== 'ACTIVE') return;
    const at = this.clock.now();
    const secret = this.openSecret(endpoint.secret);
    // A secret whose key left the ring cannot sign: a failed attempt like any other (retried, counted, and in the end
    // FAILED and the endpoint disabled), so the owner sees it in the log and rotates the secret.
    const outcome =
      secret === null
        ? { statusCode: null, durationMs: 0, error: SECRET_UNREADABLE, responseExcerpt: null }
        : await attemptDelivery(this.outbound, {
            url: endpoint.url,
            secret,
            eventId: delivery.event_id,
            payload: delivery.payload,
            at,
            timeoutMs: this.config.WEBHOOK_TIMEOUT_MS,
          });
    const failingSince = await this.settle(delivery, at, outcome, endpoint.enabled_at);
    if (failingSince !== undefined && isFailing(failingSince, at)) await this.disableFailing(delivery.endpoint_id, outcome);
  }

  private openSecret(sealed: SealedSecret): string | null {
    try {
      return this.sealer.openText(sealed);
    } catch (err) {
      if (err instanceof SecretUnreadable) return null;
      throw err;
    }
  }

  /** Records the attempt and the delivery's next state; the endpoint's failing streak after it (undefined: not ours to settle). */
  private settle(delivery: Leased, at: Date, outcome: AttemptOutcome, enabledAt: Date | null): Promise<Date | null | undefined> {
    const delivered = isDelivered(outcome.statusCode);
    const attempts = delivery.attempts + 1;
    const next = delivered ? null : nextAttemptAt(attempts, at);
    return this.db.transaction().execute(async (trx) => {
      const settled = await trx
        .updateTable('webhook_deliveries')
        .set({
          status: delivered ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED',
          attempts,
          next_attempt_at: next,
          leased_until: null,
          last_attempt_at: at,
          last_status_code: outcome.statusCode,
          last_error: outcome.error,
        })
        .where('id', '=', delivery.id)
        .where('leased_until', '=', delivery.leased_until)
        .executeTakeFirst();
      // Our lease lapsed and another dispatcher took the delivery: it settles it.
      if (Number(settled.numUpdatedRows) !== 1) return undefined;
      await trx
        .insertInto('webhook_delivery_attempts')
        .values({
          delivery_id: delivery.id,
          attempt: attempts,
          at,
          status_code: outcome.statusCode,
          duration_ms: outcome.durationMs,
          error: outcome.error,
          response_excerpt: outcome.responseExcerpt,
        })
        .execute();
      const health = await trx
        .selectFrom('webhook_endpoint_health')
        .select('failing_since')
        .where('endpoint_id', '=', delivery.endpoint_id)
        .forUpdate()
        .executeTakeFirst();
      const failingSince = failingSinceAfter(health?.failing_since ?? null, at, delivered, enabledAt);
      await trx
        .insertInto('webhook_endpoint_health')
        .values({ endpoint_id: delivery.endpoint_id, failing_since: failingSince })
        .onConflict((oc) => oc.column('endpoint_id').doUpdateSet({ failing_since: failingSince }))
        .execute();
      return failingSince;
    });
  }

  /** Disables the endpoint as FAILING with the last failure; a second look at a disabled streak changes nothing. */
  private async disableFailing(endpointId: string, last: AttemptOutcome): Promise<void> {
    const lastFailure = last.statusCode !== null ? `HTTP ${last.statusCode}` : (last.error ?? 'error');
    await this.commands.execute(new DisableWebhook({ scope: 'SYSTEM' }, endpointId, 'FAILING', lastFailure));
  }
}
