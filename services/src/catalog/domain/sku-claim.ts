import { createHash } from 'node:crypto';
import { ErrorCode, type SkuClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const skuClaimStream = (sellerId: string, sku: string) => `product-sku-${sellerId}-${createHash('sha256').update(sku.trim().toLowerCase()).digest('hex')}`;

export const skuClaimDecider: Decider<{ type: 'Claim' | 'Release'; productId: string }, SkuClaimEvent, { holder: string | null }> = {
  initialState: { holder: null },
  evolve: (_state, event) => ({ holder: event.type === 'SkuClaimed' ? event.data.productId : null }),
  decide(command, state) {
    if (command.type === 'Release') return state.holder === command.productId ? [{ type: 'SkuReleased', data: { productId: command.productId } }] : [];
    if (state.holder === command.productId) return [];
    if (state.holder) throw new DomainError(ErrorCode.SKU_ALREADY_EXISTS, 409, {}, { fields: [{ field: 'sku', code: ErrorCode.SKU_ALREADY_EXISTS }] });
    return [{ type: 'SkuClaimed', data: { productId: command.productId } }];
  },
};
