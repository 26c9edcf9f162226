// When an order imported from a sales channel is handed to the carrier, its shipment is registered on the channel:
// registration PENDING at once (the order is in the Completed tab), and the push queued in saga_channel_tracking, in
// the same transaction as the saga's checkpoint. The pushes themselves run off the saga (channel-tracking-pusher.ts), so a slow
// or failing marketplace never holds up the events behind it. Orders made in the product are left alone.
import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from 'kysely';
import type { Clock, StoredEvent } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { orderDecider, orderStream } from '../../orders/domain/order';
import { runOrderCommand } from '../../orders/services/run-order-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import type { Saga, SagaStep } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';

type Queued = { orderId: string; channelId: string } | null;

@Injectable()
export class TrackingPushSaga implements Saga {
  readonly name = 'channel-tracking-push';
  readonly handles = ['OrderHandedOver'];

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async react(event: StoredEvent, step: SagaStep): Promise<Queued> {
    const orderId = event.streamId.slice('order-'.length);
    const order = await loadState(this.deps.store, orderStream(orderId), orderDecider);
    const channelId = order.source?.channel !== 'MANUAL' ? order.source?.channelAccountId : null;
    if (!channelId || !order.source?.channelOrderId) return null;
    await runOrderCommand(
      this.deps,
      orderId,
      { type: 'RecordRegistration', registration: 'PENDING', at: this.clock.now() },
      { causationId: step.key },
    );
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
}
