// order-number-<seller>-<sha256(number)>: an order number belongs to one of the seller's orders (unique-claim.ts).
import { createHash } from 'node:crypto';
import { ErrorCode, type OrderNumberClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { UniqueClaimKind } from '../../event-sourcing/unique-claim';
import { orderStream } from './order-commands';

/** Numbers compare trimmed and case-insensitively: "so-1" and "SO-1 " are the same order number. */
export const orderNumberClaimStream = (sellerId: string, number: string) =>
  `order-number-${sellerId}-${createHash('sha256').update(number.trim().toLowerCase()).digest('hex')}`;

export const orderNumberClaim: UniqueClaimKind<OrderNumberClaimEvent> = {
  taken: (orderId) => ({ type: 'OrderNumberClaimed', data: { orderId } }),
  released: (orderId) => ({ type: 'OrderNumberReleased', data: { orderId } }),
  holderAfter: (event) => (event.type === 'OrderNumberClaimed' ? event.data.orderId : null),
  ownerStream: orderStream,
  conflict: () => new DomainError(ErrorCode.ORDER_NUMBER_TAKEN, {}, { fields: [{ field: 'number', code: ErrorCode.ORDER_NUMBER_TAKEN }] }),
};
