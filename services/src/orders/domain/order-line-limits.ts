// The manual order's line contract (contracts' orderLineBody limits), kept by the decider for every door: HTTP, Kafka
// and channel imports alike. Within it, an order's goods value stays far below Number.MAX_SAFE_INTEGER cents.
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_PRICE_CENTS_MAX, type OrderLine } from '@ledgerhouse/contracts';

const within = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;

export function withinOrderLimits(lines: readonly OrderLine[]): boolean {
  return (
    lines.length <= ORDER_LINES_MAX &&
    lines.every((line) => within(line.quantity, 1, ORDER_LINE_QUANTITY_MAX) && within(line.priceCents, 0, ORDER_PRICE_CENTS_MAX))
  );
}
