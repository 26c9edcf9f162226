// A product's reorder point (decision 0043): the seller's threshold and whether its stock is below it. Crossing below an
// armed threshold is the alert, once; it re-arms only when a later look finds the level back at or above the threshold.
import type { ReorderLevel, ReorderPointEvent, ReorderThreshold } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';
import { daysLeft } from './days-left';

export const reorderPointStream = (productId: string) => `reorder-point-${productId}`;

export interface ReorderPointState {
  threshold: ReorderThreshold | null;
  /** Whose threshold it is (null before the first). */
  sellerId: string | null;
  /** The level was below the threshold at the last look (alerted, not re-armed yet). */
  low: boolean;
}

/** What the level is made of when looked at: the available units and the units shipped in the last `windowDays`. */
export interface StockLook {
  available: number;
  shippedUnits: number;
}

export type ReorderPointCommand =
  | { type: 'SetReorderThreshold'; productId: string; sellerId: string; threshold: ReorderThreshold; look: StockLook; at: Date }
  | { type: 'ClearReorderThreshold'; productId: string; sellerId: string; at: Date }
  | { type: 'EvaluateReorderPoint'; productId: string; sellerId: string; look: StockLook; at: Date };

/** Days of stock at which a DAYS threshold's draft aims, at least. */
const COVER_DAYS = 30;

/** The level a threshold compares: days left by the Insights page's rule (queries/days-of-stock-left.ts) or units. */
export function levelOf(threshold: ReorderThreshold, look: StockLook): ReorderLevel {
  if (threshold.basis === 'UNITS') return { available: look.available, shippedUnits: look.shippedUnits, daysLeft: null };
  return { ...look, daysLeft: daysLeft(look.available, look.shippedUnits, threshold.windowDays ?? 30) };
}

/** Below the threshold: fewer units, or fewer whole days left (no pace means no days run out: never below). */
export function isBelow(threshold: ReorderThreshold, level: ReorderLevel): boolean {
  if (threshold.basis === 'UNITS') return level.available < threshold.value;
  return level.daysLeft !== null && level.daysLeft < threshold.value;
}

/** Units for the inbound draft: COVER_DAYS (or the threshold's days, if more) at the pace; at least the gap to a units threshold; at least 1. */
export function suggestedQuantity(threshold: ReorderThreshold, level: ReorderLevel): number {
  const window = threshold.windowDays ?? 30;
  const coverDays = threshold.basis === 'DAYS' ? Math.max(COVER_DAYS, threshold.value) : COVER_DAYS;
  const atPace = Math.ceil((coverDays * level.shippedUnits) / window) - level.available;
  const gap = threshold.basis === 'UNITS' ? threshold.value - level.available : 0;
  return Math.max(1, atPace, gap);
}

const sameThreshold = (a: ReorderThreshold | null, b: ReorderThreshold) =>
  a !== null && a.basis === b.basis && a.value === b.value && a.windowDays === b.windowDays;

function evaluate(state: ReorderPointState, productId: string, sellerId: string, look: StockLook, at: Date): ReorderPointEvent[] {
  const { threshold } = state;
  if (!threshold) return [];
  const level = levelOf(threshold, look);
  const below = isBelow(threshold, level);
  const base = { productId, sellerId, at: at.toISOString() };
  if (below && !state.low)
    return [{ type: 'ReorderPointCrossed', data: { ...base, threshold, level, suggestedQuantity: suggestedQuantity(threshold, level) } }];
  if (!below && state.low) return [{ type: 'ReorderPointRearmed', data: { ...base, level } }];
  return [];
}

export const reorderPointDecider: Decider<ReorderPointCommand, ReorderPointEvent, ReorderPointState> = {
  initialState: { threshold: null, sellerId: null, low: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ReorderThresholdSet':
        // A new threshold starts armed: the stock already below it alerts at once.
        return { threshold: event.data.threshold, sellerId: event.data.sellerId, low: false };
      case 'ReorderThresholdCleared':
        return { ...state, threshold: null, low: false };
      case 'ReorderPointCrossed':
        return { ...state, low: true };
      case 'ReorderPointRearmed':
        return { ...state, low: false };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SetReorderThreshold': {
        const { productId, sellerId, threshold, look, at } = command;
        // The same threshold again changes nothing (and does not re-arm an alerted one).
        if (sameThreshold(state.threshold, threshold)) return [];
        const set: ReorderPointEvent = { type: 'ReorderThresholdSet', data: { productId, sellerId, threshold, at: at.toISOString() } };
        return [set, ...evaluate(reorderPointDecider.evolve(state, set), productId, sellerId, look, at)];
      }
      case 'ClearReorderThreshold':
        if (!state.threshold) return [];
        return [
          {
            type: 'ReorderThresholdCleared',
            data: { productId: command.productId, sellerId: command.sellerId, at: command.at.toISOString() },
          },
        ];
      case 'EvaluateReorderPoint':
        return evaluate(state, command.productId, command.sellerId, command.look, command.at);
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
