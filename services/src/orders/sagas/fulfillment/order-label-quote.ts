// An order's bought label priced before anything is charged or bought: the parcel from the products, the rate the
// purchase would buy, and the whole fulfillment bill with that rate as its label (what the wallet is charged first).
// A rate above LABEL_PRICE_CENTS_MAX is refused (LABEL_PRICE_IMPLAUSIBLE): no seller is charged for, and no warehouse
// buys, a label priced by a manipulated order.
import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  fulfillmentCosts,
  goodsValueCents,
  isPlausibleLabelPrice,
  LABEL_PRICE_CENTS_MAX,
  type FulfillmentCosts,
  type ShippingRate,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../../errors/domain-error';
import type { OrderState } from '../../domain/order';
import { LabelPurchase, type LabelRequest } from './label-purchase';
import { parcelOf } from './parcel';
import { ProductShippingFactsReader } from './product-measures';

export interface LabelQuote {
  request: LabelRequest;
  rate: ShippingRate;
  /** The bill with the quoted label: what is charged before the label is bought. */
  costs: FulfillmentCosts;
}

@Injectable()
export class OrderLabelQuote {
  constructor(
    private readonly labels: LabelPurchase,
    private readonly products: ProductShippingFactsReader,
  ) {}

  /** The quote for an order with BUY options; `requestId` becomes the purchase's idempotency key. */
  async quote(state: OrderState, requestId: string): Promise<LabelQuote> {
    const options = state.options!;
    if (options.label.kind !== 'BUY') throw new Error('Only a bought label is quoted');
    const products = await this.products.of(state.lines.map((l) => l.productId));
    const goods = goodsValueCents(state.lines);
    const request: LabelRequest = {
      from: this.labels.warehouse(),
      to: { name: state.buyer?.fullName ?? '', phone: state.buyer?.phone ?? null, address: state.address! },
      parcel: parcelOf(state.lines, products),
      ...(options.insurance ? { insuranceCents: goods } : {}),
      priority: options.label.priority,
      idempotencyKey: requestId,
      reference: state.number ?? state.orderId!,
      noteOnLabel: options.noteOnLabel,
      ownerId: state.sellerId!,
    };
    const rate = await this.labels.quote(request);
    if (!isPlausibleLabelPrice(rate.priceCents))
      throw new DomainError(ErrorCode.LABEL_PRICE_IMPLAUSIBLE, { maxCents: LABEL_PRICE_CENTS_MAX });
    const costs = fulfillmentCosts({
      units: state.lines.reduce((sum, line) => sum + line.quantity, 0),
      labelCents: rate.priceCents,
      goodsValueCents: goods,
      insurance: options.insurance,
      commercialInvoice: Boolean(options.commercialInvoiceFileId),
    });
    return { request, rate, costs };
  }
}
