// The orders context's door for the channel tracking saga and pusher (a query file without its handler): what an
// order's sales channel is told of its shipment.
import { Query } from '@nestjs/cqrs';

export interface ChannelShipment {
  /** The channel account the order came from; null for an order made in the product (MANUAL). */
  channelAccountId: string | null;
  /** The order's id on its channel; null for an order made in the product. */
  channelOrderId: string | null;
  /** The attached label's carrier and tracking number; null before one is attached. */
  label: { carrier: string; trackingNumber: string } | null;
  /** When the carrier took the parcel (the last OrderHandedOver); null before. */
  handedOverAt: string | null;
  lines: { sku: string; quantity: number }[];
}

/** Read from the order's own stream, so a hand-over the saga just handled is seen. */
export class GetChannelShipment extends Query<ChannelShipment> {
  constructor(readonly orderId: string) {
    super();
  }
}
