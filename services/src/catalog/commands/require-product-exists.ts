// Staff act on any seller's product, but only one that was ever created.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { productStream } from '../domain/product';

export async function requireProductExists(store: EventStore, productId: string): Promise<void> {
  if ((await store.readStream(productStream(productId))).length === 0) throw new DomainError(ErrorCode.NOT_FOUND);
}
