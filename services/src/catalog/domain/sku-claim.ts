// product-sku-<seller>-<sha256(sku)>: a SKU belongs to one of the seller's products at a time (unique-claim.ts).
import { createHash } from 'node:crypto';
import { ErrorCode, type SkuClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { UniqueClaimKind } from '../../event-sourcing/unique-claim';
import { productStream } from './product';

export const skuClaimStream = (sellerId: string, sku: string) =>
  `product-sku-${sellerId}-${createHash('sha256').update(sku.trim().toLowerCase()).digest('hex')}`;

export const skuClaim: UniqueClaimKind<SkuClaimEvent> = {
  taken: (productId) => ({ type: 'SkuClaimed', data: { productId } }),
  released: (productId) => ({ type: 'SkuReleased', data: { productId } }),
  holderAfter: (event) => (event.type === 'SkuClaimed' ? event.data.productId : null),
  ownerStream: productStream,
  conflict: () => new DomainError(ErrorCode.SKU_ALREADY_EXISTS, {}, { fields: [{ field: 'sku', code: ErrorCode.SKU_ALREADY_EXISTS }] }),
};
