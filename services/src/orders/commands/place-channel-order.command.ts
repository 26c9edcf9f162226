// The orders context's door for the sales-channel import (a command file without its handler): place an order a
// marketplace sold, with its source and lines already matched to the seller's products. Its number is the
// marketplace's, suffixed "-2" … "-9" when the seller has another order by it. Idempotent by orderId: placed again it
// changes nothing and answers placed false.
import { Command } from '@nestjs/cqrs';
import type { OrderAddress, OrderBuyer, OrderLine, OrderSource } from '@ledgerhouse/contracts';

export interface ChannelOrderToPlace {
  orderId: string;
  sellerId: string;
  number: string;
  orderDate: string;
  source: OrderSource;
  buyer: OrderBuyer;
  address: OrderAddress;
  note: string | null;
  lines: OrderLine[];
}

export class PlaceChannelOrder extends Command<{ placed: boolean; number: string }> {
  constructor(readonly order: ChannelOrderToPlace) {
    super();
  }
}
