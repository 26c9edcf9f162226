// What fulfilling an order costs (spec section 3 names the parts, not the prices; these are ours): pick and pack per
// order plus each unit past the first, the label at what the warehouse paid the carrier (0 for the seller's own),
// and the extra services asked for: insurance as a share of the goods value with a minimum, commercial invoice
// handling. Integer cents, rounded up per part.
import type { FulfillmentCosts } from '../events/orders';
import { safeCents } from './safe-cents';

export const FULFILLMENT_PICK_PACK_ORDER_CENTS = 250;
export const FULFILLMENT_PICK_PACK_EXTRA_UNIT_CENTS = 50;
/** Insurance: 1.5 % (150 basis points) of the insured goods value, at least $2.00. */
export const FULFILLMENT_INSURANCE_BASIS_POINTS = 150;
export const FULFILLMENT_INSURANCE_MIN_CENTS = 200;
export const FULFILLMENT_INVOICE_HANDLING_CENTS = 300;

export interface FulfillmentCostInputs {
  /** Units in the order (every line's quantity). */
  units: number;
  /** What the warehouse paid for the label; 0 for the seller's own label. */
  labelCents: number;
  /** The order's goods value (quantity × price per piece), the insured amount. */
  goodsValueCents: number;
  insurance: boolean;
  /** A commercial invoice came with the order: the warehouse prints and attaches it. */
  commercialInvoice: boolean;
}

export function insuranceCents(goodsValueCents: number): number {
  // Split into whole $100s and the rest, so the product never leaves the safe integers: ceil(g × 150 / 10,000) exactly.
  const goods = Math.max(0, safeCents(goodsValueCents, 'goods value'));
  const hundreds = Math.floor(goods / 10_000);
  const share = hundreds * FULFILLMENT_INSURANCE_BASIS_POINTS + Math.ceil(((goods % 10_000) * FULFILLMENT_INSURANCE_BASIS_POINTS) / 10_000);
  return Math.max(FULFILLMENT_INSURANCE_MIN_CENTS, share);
}

export function fulfillmentCosts({
  units,
  labelCents,
  goodsValueCents,
  insurance,
  commercialInvoice,
}: FulfillmentCostInputs): FulfillmentCosts {
  const pickPackCents = safeCents(
    FULFILLMENT_PICK_PACK_ORDER_CENTS + Math.max(0, safeCents(units, 'units') - 1) * FULFILLMENT_PICK_PACK_EXTRA_UNIT_CENTS,
  );
  const extraServicesCents =
    (insurance ? insuranceCents(goodsValueCents) : 0) + (commercialInvoice ? FULFILLMENT_INVOICE_HANDLING_CENTS : 0);
  const label = Math.max(0, safeCents(labelCents, 'label price'));
  const totalCents = safeCents(pickPackCents + label + extraServicesCents, 'fulfillment total');
  return { pickPackCents, labelCents: label, extraServicesCents, totalCents };
}
