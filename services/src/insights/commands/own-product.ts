// The seller's own live product, told from its product-<id> stream's contract events (insights reads no catalog
// internals); another seller's product, a deleted one or none at all is NOT_FOUND.
import { ErrorCode, type ProductEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';

export async function requireOwnProduct(store: EventStore, sellerId: string, productId: string): Promise<void> {
  const events = (await store.readStream(`product-${productId}`)) as unknown as ProductEvent[];
  const created = events.find((e) => e.type === 'ProductCreated');
  if (!created || created.data.sellerId !== sellerId || events.some((e) => e.type === 'ProductDeleted'))
    throw new DomainError(ErrorCode.NOT_FOUND);
}
