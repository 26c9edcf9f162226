// A seller's own live product, or NOT_FOUND: another seller's product is as good as absent.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { loadState } from '../../event-sourcing/load-state';
import { productDecider, productStream, type ProductState } from '../domain/product';

export async function loadOwnProduct(store: EventStore, sellerId: string, productId: string): Promise<ProductState> {
  const state = await loadState(store, productStream(productId), productDecider);
  if (!state.exists || state.deleted || state.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND);
  return state;
}
