// The order a return is made for (the seller's, CANCELED, without a return yet) and the parcel its bought label is
// priced for: longest side first, the weight in whole grams.
import { convertLength, convertWeight, ErrorCode, type ParcelSize, type ReturnLabelQuoteBody } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { orderDecider, orderStream, type OrderState } from '../../orders/domain/order';

export async function loadReturnableOrder(store: EventStore, sellerId: string, orderId: string): Promise<OrderState> {
  const order = foldEvents(orderDecider, await store.readStream(orderStream(orderId)));
  if (!order.orderId || order.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND);
  if (order.returnShipmentId) throw new DomainError(ErrorCode.RETURN_ALREADY_CREATED);
  if (order.facets.status !== 'CANCELED') throw new DomainError(ErrorCode.RETURN_ORDER_NOT_CANCELED, { status: order.facets.status });
  return order;
}

export function returnParcel({ size, weight }: Pick<ReturnLabelQuoteBody, 'size' | 'weight'>): ParcelSize {
  const sides = [size.length, size.width, size.height].sort((a, b) => a - b);
  return {
    lengthCm: convertLength(sides[2]!, size.unit, 'cm'),
    widthCm: convertLength(sides[1]!, size.unit, 'cm'),
    heightCm: convertLength(sides[0]!, size.unit, 'cm'),
    weightGrams: Math.max(1, Math.ceil(convertWeight(weight.value, weight.unit, 'g'))),
  };
}
