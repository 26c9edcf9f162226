import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrderEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { foldEvents } from '../../event-sourcing/load-state';
import { EVENT_STORE } from '../../persistence/tokens';
import { orderDecider, orderStream } from '../domain/order';
import { GetChannelShipment, type ChannelShipment } from './get-channel-shipment.query';

type HandedOver = Extract<OrderEvent, { type: 'OrderHandedOver' }>['data'];

@QueryHandler(GetChannelShipment)
export class GetChannelShipmentHandler implements IQueryHandler<GetChannelShipment, ChannelShipment> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ orderId }: GetChannelShipment): Promise<ChannelShipment> {
    const history = await this.store.readStream(orderStream(orderId));
    const { source, label, lines } = foldEvents(orderDecider, history);
    const handedOver = history.findLast((e) => e.type === 'OrderHandedOver')?.data as HandedOver | undefined;
    return {
      channelAccountId: source && source.channel !== 'MANUAL' ? source.channelAccountId : null,
      channelOrderId: source?.channelOrderId ?? null,
      label: label ? { carrier: label.carrier, trackingNumber: label.trackingNumber } : null,
      handedOverAt: handedOver?.at ?? null,
      lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
    };
  }
}
