// Money is integer cents in a JavaScript number, exact only up to Number.MAX_SAFE_INTEGER ($90 trillion): every sum
// or product of cents goes through here, so a value past that is refused (RangeError) instead of silently rounded.
// The order contract's limits (200 lines × 100,000 units × $1,000,000) keep every real order far below it.

/** The value when it is a safe integer; a RangeError naming `what` otherwise. */
export function safeCents(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} is not a safe integer of cents`);
  return value;
}

/** Σ quantity × price per piece: an order's goods value (what insurance covers and the list shows as its total). */
export function goodsValueCents(lines: readonly { quantity: number; priceCents: number }[]): number {
  let total = 0;
  for (const line of lines)
    total = safeCents(total + safeCents(safeCents(line.quantity) * safeCents(line.priceCents), 'line value'), 'goods value');
  return total;
}
