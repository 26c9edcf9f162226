// When an order imported from a sales channel is handed to the carrier, its shipment is registered on the channel:
// registration PENDING at once (the order is in the Completed tab), and the push queued in saga_channel_tracking, in
// the same transaction as the saga's checkpoint. The pushes themselves run off the saga (channel-tracking-pusher.ts), so a slow
// or failing marketplace never holds up the events behind it. Orders made in the product are left alone.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Transaction } from 'kysely';
import type { Clock, StoredEvent } from '@ledgerhouse/infra';
import { RecordRegistration } from '../../orders/commands/record-registration.command';
import { GetChannelShipment } from '../../orders/queries/get-channel-shipment.query';
import { CLOCK } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';
import { TrackingPusher } from './channel-tracking-pusher';

type Queued = { orderId: string; channelId: string } | null;

@Injectable()
export class TrackingPushSaga implements Saga {
  readonly name = 'channel-tracking-push';
  readonly handles = ['OrderHandedOver'];

  constructor(
    private readonly bus: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly pusher: TrackingPusher,
  ) {}

  async react(event: StoredEvent): Promise<Queued> {
    const orderId = event.streamId.slice('order-'.length);
    const { channelAccountId: channelId, channelOrderId } = await this.queries.execute(new GetChannelShipment(orderId));
    if (!channelId || !channelOrderId) return null;
    // The runner's step key is the causation id of the event this appends.
    await this.bus.execute(new RecordRegistration(orderId, 'PENDING'));
    return { orderId, channelId };
  }

  async record(trx: Transaction<SagaTables>, _event: StoredEvent, queued: Queued): Promise<void> {
    if (!queued) return;
    await trx
      .insertInto('saga_channel_tracking')
      .values({ order_id: queued.orderId, channel_id: queued.channelId, attempts: 0, next_at: this.clock.now(), last_message: null })
      .onConflict((oc) => oc.column('order_id').doUpdateSet({ attempts: 0, next_at: this.clock.now(), last_message: null }))
      .execute();
  }

  /** A push was queued: the pusher looks now, however long it has been idle. */
  recorded(_event: StoredEvent, queued: Queued): void {
    if (queued) this.pusher.wake();
  }
}
