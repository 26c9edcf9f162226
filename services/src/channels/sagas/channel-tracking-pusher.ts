// Pushes the tracking of channel orders handed to the carrier (queued by channel-tracking.saga.ts) to their marketplace.
// Looks every POLL_MS for due pushes while it finds some (every IDLE_POLL_MS after a few seconds without; the saga
// wakes it when it queues one); a push is taken by moving its next_at (a lease), so two processes never push the
// same one at once. Success → registration SUCCESS. A refusal (REJECTED, NOT_FOUND) → FAILED with the marketplace's
// message at once; anything else (rate limits, outages, a token to renew, a channel not active) is tried again after
// CHANNEL_TRACKING_RETRY_MS, then 4 times longer each time, and after MAX_ATTEMPTS → FAILED with the last message.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { ChannelOrderClaimEvent } from '@ledgerhouse/contracts';
import { MarketplaceError, type Clock, type TrackingPush } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { RecordRegistration } from '../../orders/commands/record-registration.command';
import { GetChannelShipment } from '../../orders/queries/get-channel-shipment.query';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { PeriodicPass } from '../../scheduling/periodic-pass';
import type { SagaTables } from '../../sagas/saga-tables';
import { channelOrderClaimStream } from '../sync/import-claim';
import { CHANNEL_SYNC_GATEWAY, type ChannelSyncGateway } from '../sync/import-gateway';

export const TRACKING_MAX_ATTEMPTS = 5;
const POLL_MS = 1_000;
const IDLE_POLL_MS = 10_000;
/** Pushes taken per look. */
const BATCH = 20;
/** How long a taken push is kept from other processes. */
const LEASE_MS = 2 * 60_000;

type Outcome = { done: true } | { done: false; message: string; final: boolean };

@Injectable()
export class TrackingPusher {
  private readonly logger = new Logger('TrackingPush');
  private started = false;
  private readonly pass = new PeriodicPass(
    () => this.look(),
    (err) => this.logger.error({ err }, 'Tracking push look failed; the next look retries'),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<SagaTables>,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    private readonly bus: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CHANNEL_SYNC_GATEWAY) private readonly channels: ChannelSyncGateway,
    work: BackgroundWork,
  ) {
    if (config.SAGAS_ENABLED)
      work.register({
        name: 'channel-tracking-pusher',
        start: async () => {
          this.started = true;
          this.pass.start(POLL_MS, IDLE_POLL_MS);
        },
        stop: async () => {
          this.started = false;
          await this.pass.stop();
        },
      });
  }

  /** A push was queued: look now, in the process that holds the pusher's lease. */
  wake(): void {
    if (this.started) void this.pass.run();
  }

  /** One look at the due pushes; a look asked for while one runs is that look. */
  pushDue(): Promise<void> {
    return this.pass.run();
  }

  /** Takes and pushes what is due now; whether anything was. */
  private async look(): Promise<boolean> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('saga_channel_tracking')
      .selectAll()
      .where('next_at', '<=', now)
      .orderBy('next_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const taken = await this.db
        .updateTable('saga_channel_tracking')
        .set({ next_at: new Date(now.getTime() + LEASE_MS) })
        .where('order_id', '=', row.order_id)
        .where('next_at', '=', row.next_at)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      const outcome = await this.push(row.order_id, row.channel_id);
      await this.settle(row.order_id, row.attempts + 1, outcome);
    }
    return due.length > 0;
  }

  private async push(orderId: string, channelId: string): Promise<Outcome> {
    try {
      const { channelOrderId, label, handedOverAt, lines } = await this.queries.execute(new GetChannelShipment(orderId));
      if (!label || !channelOrderId || !handedOverAt) return { done: false, message: 'The order has no shipment to register', final: true };
      const channel = await this.channels.load(channelId);
      if (!channel) return { done: false, message: 'The sales channel was deleted', final: true };
      if (channel.status !== 'ACTIVE') return { done: false, message: `The sales channel is not active (${channel.status})`, final: false };
      const lineIds = await this.channelLineIds(channelId, channelOrderId);
      const push: TrackingPush = {
        channelOrderId,
        carrier: label.carrier,
        trackingNumber: label.trackingNumber,
        shippedAt: handedOverAt,
        lines: lines.map((line) => ({
          sku: line.sku,
          quantity: line.quantity,
          channelLineId: lineIds.get(line.sku.trim().toLowerCase()) ?? null,
        })),
      };
      const { connector, session } = await this.channels.connect(channel);
      await connector.pushTracking(session, push);
      return { done: true };
    } catch (err) {
      if (!(err instanceof MarketplaceError)) {
        this.logger.error({ err, orderId }, 'Tracking push failed; it is tried again');
        return { done: false, message: 'The marketplace could not be reached', final: false };
      }
      await this.channels.recordMarketplaceError(channelId, err);
      return { done: false, message: err.message, final: err.code === 'REJECTED' || err.code === 'NOT_FOUND' };
    }
  }

  /** The marketplace's line ids by SKU, as the import kept them with the claim. */
  private async channelLineIds(channelId: string, channelOrderId: string): Promise<Map<string, string | null>> {
    const claims = (await this.deps.store.readStream(
      channelOrderClaimStream(channelId, channelOrderId),
    )) as unknown as ChannelOrderClaimEvent[];
    return new Map((claims.at(-1)?.data.lines ?? []).map((line) => [line.sku.trim().toLowerCase(), line.channelLineId]));
  }

  private async settle(orderId: string, attempts: number, outcome: Outcome): Promise<void> {
    if (!outcome.done && !outcome.final && attempts < TRACKING_MAX_ATTEMPTS) {
      const wait = this.config.CHANNEL_TRACKING_RETRY_MS * 4 ** (attempts - 1);
      await this.db
        .updateTable('saga_channel_tracking')
        .set({ attempts, next_at: new Date(this.clock.now().getTime() + wait), last_message: outcome.message })
        .where('order_id', '=', orderId)
        .execute();
      return;
    }
    const registration = outcome.done
      ? new RecordRegistration(orderId, 'SUCCESS')
      : new RecordRegistration(orderId, 'FAILED', outcome.message);
    await this.bus.execute(registration);
    await this.db.deleteFrom('saga_channel_tracking').where('order_id', '=', orderId).execute();
  }
}
