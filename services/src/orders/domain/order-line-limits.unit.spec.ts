// The decider keeps the manual order's line limits for every door (channel imports and Kafka included).
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_PRICE_CENTS_MAX } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { orderDecider } from './order';
import { commands as c, lines } from './order-fixtures';

const { given } = deciderSpec(orderDecider);
const line = lines[0]!;

describe('order decider: line limits', () => {
  it.each([
    ['a price past ORDER_PRICE_CENTS_MAX', { ...line, priceCents: ORDER_PRICE_CENTS_MAX + 1 }],
    ['the largest safe integer as a price', { ...line, priceCents: Number.MAX_SAFE_INTEGER }],
    ['a quantity past ORDER_LINE_QUANTITY_MAX', { ...line, quantity: ORDER_LINE_QUANTITY_MAX + 1 }],
    ['a fractional price', { ...line, priceCents: 10.5 }],
    ['no units', { ...line, quantity: 0 }],
  ])('refuses to place an order with %s (VALIDATION_FAILED)', (_, bad) => {
    given()
      .when(c.place({ lines: [bad] }))
      .thenThrows('VALIDATION_FAILED');
  });

  it('refuses more than ORDER_LINES_MAX lines, and places an order at every limit', () => {
    const many = Array.from({ length: ORDER_LINES_MAX + 1 }, (_, i) => ({ ...line, productId: `p-${i}`, sku: `SKU-${i}` }));
    given()
      .when(c.place({ lines: many }))
      .thenThrows('VALIDATION_FAILED');
    const top = { ...line, quantity: ORDER_LINE_QUANTITY_MAX, priceCents: ORDER_PRICE_CENTS_MAX };
    expect(
      given()
        .when(c.place({ lines: [top] }))
        .events.map((e) => e.type),
    ).toEqual(['OrderPlaced']);
  });
});
