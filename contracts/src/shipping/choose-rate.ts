// How the warehouse picks a label among a carrier's quotes, shared by the fulfillment saga and the web preview.
import type { LabelPriority } from '../events/orders';

/** What the rule needs of a quote: its price and, when the carrier gives one, the transit days. */
export interface RateLike {
  priceCents: number;
  estimatedDays: number | null;
}

function cheaper<T extends RateLike>(a: T, b: T): T {
  return b.priceCents < a.priceCents ? b : a;
}

/**
 * CHEAPEST: the lowest price. BEST_RATIO: the lowest price × estimated days among quotes with an estimate, ties to the
 * cheaper; quotes without an estimate count only when none has one (then CHEAPEST). Ties otherwise keep the first
 * quote, so the answer is stable for the same list. Null for no quotes.
 */
export function chooseRate<T extends RateLike>(rates: readonly T[], priority: LabelPriority): T | null {
  if (rates.length === 0) return null;
  if (priority === 'CHEAPEST') return rates.reduce(cheaper);
  const estimated = rates.filter((rate) => rate.estimatedDays !== null);
  if (estimated.length === 0) return rates.reduce(cheaper);
  return estimated.reduce((best, rate) => {
    const bestScore = best.priceCents * best.estimatedDays!;
    const score = rate.priceCents * rate.estimatedDays!;
    if (score < bestScore) return rate;
    if (score === bestScore) return cheaper(best, rate);
    return best;
  });
}
