// An order at the packing table: the order read from its stream and its verified units from packing-<orderId>.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../../errors/domain-error';
import { loadState } from '../../../event-sourcing/load-state';
import { EVENT_STORE } from '../../../persistence/tokens';
import { orderDecider, orderStream, type OrderState } from '../../domain/order';
import { orderedOf } from '../../domain/order-state';
import { packingDecider, packingStream, verifiedOf, type PackingState } from '../domain/packing';

export interface AtPackingTable {
  order: OrderState;
  packing: PackingState;
}

/** Picked, with a label: ready to verify (or packed already). */
export const mayPack = (order: OrderState) =>
  order.facets.status === 'PROCESSING' && order.facets.pick === 'PICKED' && order.label !== null;

/** Every unit of every line verified. */
export const allVerified = ({ order, packing }: AtPackingTable) =>
  order.lines.every((line) => verifiedOf(packing, line.productId) >= orderedOf(order, line.productId));

@Injectable()
export class PackingTable {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async load(orderId: string): Promise<AtPackingTable> {
    const [order, packing] = await Promise.all([
      loadState(this.store, orderStream(orderId), orderDecider),
      loadState(this.store, packingStream(orderId), packingDecider),
    ]);
    if (order.facets.status === null) throw new DomainError(ErrorCode.NOT_FOUND);
    return { order, packing };
  }
}
