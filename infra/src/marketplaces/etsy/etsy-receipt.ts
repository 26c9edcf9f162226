// An Etsy receipt (getShopReceipts) as the order we import: one line per transaction, money in integer cents.
import type { MarketplaceOrder } from '../marketplace-port';
import type { EtsyMoney } from './etsy-api';
import type { EtsyReceiptAnswer } from './etsy-answers';

/** Receipts still waiting for us to ship; canceled, refunded or already shipped ones are not ours to fulfil. */
const FULFILLABLE_STATUSES = new Set(['paid', 'partially refunded']);

/** amount / divisor in cents with integer arithmetic, half up (Etsy's divisor is 100 for cent currencies; the answer
 * schemas refuse any divisor that is not a positive integer). */
export function centsOf(money: EtsyMoney): number {
  const { amount, divisor } = money;
  if (100 % divisor === 0) return amount * (100 / divisor);
  const scaled = amount * 100;
  const whole = Math.floor(scaled / divisor);
  return 2 * (scaled - whole * divisor) >= divisor ? whole + 1 : whole;
}

const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export function orderOfReceipt(receipt: EtsyReceiptAnswer): MarketplaceOrder {
  return {
    channelOrderId: String(receipt.receipt_id),
    number: String(receipt.receipt_id),
    orderedAt: isoOf(receipt.create_timestamp),
    modifiedAt: isoOf(receipt.updated_timestamp),
    buyer: { fullName: receipt.name, phone: null },
    address: {
      country: receipt.country_iso ?? '',
      region: receipt.state ?? '',
      city: receipt.city ?? '',
      postalCode: receipt.zip ?? '',
      line1: receipt.first_line ?? '',
      line2: receipt.second_line || null,
    },
    note: receipt.message_from_buyer || null,
    lines: receipt.transactions.map((t) => ({
      sku: t.sku ?? '',
      quantity: t.quantity,
      priceCents: centsOf(t.price),
      channelLineId: String(t.transaction_id),
    })),
    fulfillable: receipt.is_paid && !receipt.is_shipped && FULFILLABLE_STATUSES.has(receipt.status.toLowerCase()),
  };
}
