// Money stays a safe integer of cents, or is refused: over orders within the contract's limits every cost function
// answers exact safe integers (checked against BigInt arithmetic); past them it throws a RangeError, never rounds.
import fc from 'fast-check';
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_PRICE_CENTS_MAX } from '../api/orders';
import { fulfillmentCosts, FULFILLMENT_INSURANCE_MIN_CENTS } from './fulfillment-costs';
import { inboundCosts } from './inbound-costs';
import { LABEL_PRICE_CENTS_MAX } from './label-price';
import { goodsValueCents } from './safe-cents';

const RUNS = { numRuns: 2_000 };
const contractLine = fc.record({
  quantity: fc.integer({ min: 1, max: ORDER_LINE_QUANTITY_MAX }),
  priceCents: fc.integer({ min: 0, max: ORDER_PRICE_CENTS_MAX }),
});
const contractLines = fc.array(contractLine, { minLength: 1, maxLength: ORDER_LINES_MAX });
const exactGoods = (lines: { quantity: number; priceCents: number }[]) =>
  lines.reduce((sum, l) => sum + BigInt(l.quantity) * BigInt(l.priceCents), 0n);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const safe = (n: number) => Number.isSafeInteger(n);

describe('money stays within the safe integers', () => {
  it('an order within the contract has an exact, safe goods value', () => {
    fc.assert(
      fc.property(contractLines, (lines) => {
        const value = goodsValueCents(lines);
        expect(safe(value)).toBe(true);
        expect(BigInt(value)).toBe(exactGoods(lines));
      }),
      RUNS,
    );
  });

  it('the largest order the contract allows is still exact', () => {
    const lines = Array.from({ length: ORDER_LINES_MAX }, () => ({ quantity: ORDER_LINE_QUANTITY_MAX, priceCents: ORDER_PRICE_CENTS_MAX }));
    expect(BigInt(goodsValueCents(lines))).toBe(exactGoods(lines));
  });

  it('any lines at all: an exact safe goods value, or a RangeError (never a rounded total)', () => {
    const anyLine = fc.record({ quantity: fc.maxSafeNat(), priceCents: fc.oneof(fc.maxSafeNat(), fc.double({ noNaN: true })) });
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 5 }), (lines) => {
        let value: number;
        try {
          value = goodsValueCents(lines);
        } catch (err) {
          expect(err).toBeInstanceOf(RangeError);
          return;
        }
        expect(safe(value)).toBe(true);
        expect(BigInt(value)).toBe(exactGoods(lines));
      }),
      RUNS,
    );
  });

  it('the fulfillment bill of an order within the contract is exact and safe in every part', () => {
    fc.assert(
      fc.property(
        contractLines,
        fc.integer({ min: 0, max: LABEL_PRICE_CENTS_MAX }),
        fc.boolean(),
        fc.boolean(),
        (lines, labelCents, insurance, commercialInvoice) => {
          const units = lines.reduce((sum, l) => sum + l.quantity, 0);
          const goods = goodsValueCents(lines);
          const costs = fulfillmentCosts({ units, labelCents, goodsValueCents: goods, insurance, commercialInvoice });
          for (const part of Object.values(costs)) expect(safe(part)).toBe(true);
          expect(costs.totalCents).toBe(costs.pickPackCents + costs.labelCents + costs.extraServicesCents);
          if (insurance) {
            const share = ceilDiv(exactGoods(lines) * 150n, 10_000n);
            const exact = share > BigInt(FULFILLMENT_INSURANCE_MIN_CENTS) ? share : BigInt(FULFILLMENT_INSURANCE_MIN_CENTS);
            expect(BigInt(costs.extraServicesCents - (commercialInvoice ? 300 : 0))).toBe(exact);
          }
        },
      ),
      RUNS,
    );
  });

  it('a fulfillment bill or an inbound bill past the safe integers is refused with a RangeError', () => {
    const huge = fc.integer({ min: Number.MAX_SAFE_INTEGER - 500, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(huge, (big) => {
        expect(() =>
          fulfillmentCosts({ units: 1, labelCents: big, goodsValueCents: 0, insurance: false, commercialInvoice: true }),
        ).toThrow(RangeError);
        expect(() => inboundCosts({ billableSeconds: 0, freeSeconds: 0, stickerCount: big })).toThrow(RangeError);
      }),
      RUNS,
    );
  });

  it('an inbound bill over any real receiving is exact and safe', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 365 * 86_400 }), fc.integer({ min: 0, max: 100_000_000 }), (seconds, stickers) => {
        const costs = inboundCosts({ billableSeconds: seconds, freeSeconds: 0, stickerCount: stickers });
        for (const part of Object.values(costs)) expect(safe(part)).toBe(true);
      }),
      RUNS,
    );
  });
});
