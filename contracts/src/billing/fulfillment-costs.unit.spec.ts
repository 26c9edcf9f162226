// The fulfillment bill: pick and pack per order and extra unit, the label as bought, insurance and invoice handling.
import {
  fulfillmentCosts,
  FULFILLMENT_INSURANCE_MIN_CENTS,
  FULFILLMENT_INVOICE_HANDLING_CENTS,
  FULFILLMENT_PICK_PACK_EXTRA_UNIT_CENTS,
  FULFILLMENT_PICK_PACK_ORDER_CENTS,
  insuranceCents,
} from './fulfillment-costs';

const plain = { units: 1, labelCents: 0, goodsValueCents: 10_000, insurance: false, commercialInvoice: false };

describe('fulfillment costs', () => {
  it('charges pick and pack per order for one unit, nothing else with an own label and no extras', () => {
    expect(fulfillmentCosts(plain)).toEqual({
      pickPackCents: FULFILLMENT_PICK_PACK_ORDER_CENTS,
      labelCents: 0,
      extraServicesCents: 0,
      totalCents: FULFILLMENT_PICK_PACK_ORDER_CENTS,
    });
  });

  it('adds each unit past the first and the label at what the warehouse paid', () => {
    const costs = fulfillmentCosts({ ...plain, units: 4, labelCents: 731 });
    expect(costs.pickPackCents).toBe(FULFILLMENT_PICK_PACK_ORDER_CENTS + 3 * FULFILLMENT_PICK_PACK_EXTRA_UNIT_CENTS);
    expect(costs.labelCents).toBe(731);
    expect(costs.totalCents).toBe(costs.pickPackCents + 731);
  });

  it('insures 1.5 % of the goods value, rounded up, never below the minimum', () => {
    expect(insuranceCents(100_001)).toBe(1501);
    expect(insuranceCents(1_000)).toBe(FULFILLMENT_INSURANCE_MIN_CENTS);
    expect(insuranceCents(0)).toBe(FULFILLMENT_INSURANCE_MIN_CENTS);
  });

  it('adds insurance and commercial invoice handling as extra services, both counted in the total', () => {
    const costs = fulfillmentCosts({ ...plain, goodsValueCents: 40_000, insurance: true, commercialInvoice: true });
    expect(costs.extraServicesCents).toBe(600 + FULFILLMENT_INVOICE_HANDLING_CENTS);
    expect(costs.totalCents).toBe(costs.pickPackCents + costs.labelCents + costs.extraServicesCents);
  });

  it('always answers whole cents that add up', () => {
    for (const units of [1, 2, 7, 100])
      for (const goodsValueCents of [0, 1, 333, 99_999])
        for (const insurance of [false, true]) {
          const c = fulfillmentCosts({ units, labelCents: 512, goodsValueCents, insurance, commercialInvoice: insurance });
          expect(Number.isInteger(c.totalCents)).toBe(true);
          expect(c.totalCents).toBe(c.pickPackCents + c.labelCents + c.extraServicesCents);
        }
  });
});
