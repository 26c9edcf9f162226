import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { EventStore } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { EVENT_STORE } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream } from '../domain/inventory';
import { GetFreeStock } from './get-free-stock.query';

@QueryHandler(GetFreeStock)
export class GetFreeStockHandler implements IQueryHandler<GetFreeStock, number> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ productId, orderId }: GetFreeStock): Promise<number> {
    const inventory = await loadState(this.store, inventoryStream(productId), inventoryDecider);
    return available(inventory) + (orderId === null ? 0 : (inventory.reservations[orderId] ?? 0));
  }
}
