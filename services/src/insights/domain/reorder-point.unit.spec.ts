// given / when / then for a product's reorder point: one alert per crossing, re-armed only by a level back above.
import type { ReorderPointEvent, ReorderThreshold } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { reorderPointDecider, type StockLook } from './reorder-point';

const { given } = deciderSpec(reorderPointDecider);
const at = new Date('2026-11-28T10:00:00Z');
const ids = { productId: 'p-1', sellerId: 's-1' };
const units: ReorderThreshold = { basis: 'UNITS', value: 10, windowDays: null };
const days: ReorderThreshold = { basis: 'DAYS', value: 14, windowDays: 30 };
const look = (available: number, shippedUnits = 0): StockLook => ({ available, shippedUnits });
const evaluate = (l: StockLook) => ({ type: 'EvaluateReorderPoint' as const, ...ids, look: l, at });
const set = (threshold: ReorderThreshold): ReorderPointEvent => ({
  type: 'ReorderThresholdSet',
  data: { ...ids, threshold, at: at.toISOString() },
});
const crossed = (threshold: ReorderThreshold, l: StockLook, daysLeft: number | null, suggestedQuantity: number): ReorderPointEvent => ({
  type: 'ReorderPointCrossed',
  data: { ...ids, threshold, level: { ...l, daysLeft }, suggestedQuantity, at: at.toISOString() },
});
const rearmed = (l: StockLook, daysLeft: number | null = null): ReorderPointEvent => ({
  type: 'ReorderPointRearmed',
  data: { ...ids, level: { ...l, daysLeft }, at: at.toISOString() },
});

describe('reorder point', () => {
  it('alerts once when the units fall below the threshold, and not again while they stay below', () => {
    given(set(units))
      .when(evaluate(look(12)))
      .thenNothing()
      .when(evaluate(look(9)))
      .then([crossed(units, look(9), null, 1)])
      .when(evaluate(look(4)))
      .thenNothing()
      .when(evaluate(look(9)))
      .thenNothing();
  });

  it('re-arms when the level is back at or above the threshold, and alerts again on the next fall', () => {
    given(set(units), crossed(units, look(9), null, 1))
      .when(evaluate(look(10)))
      .then([rearmed(look(10))])
      .when(evaluate(look(11)))
      .thenNothing()
      .when(evaluate(look(3)))
      .then([crossed(units, look(3), null, 7)]);
  });

  it('counts days left at the Insights pace: 30 units shipped in 30 days and 13 available is 13 days, below 14', () => {
    given(set(days))
      .when(evaluate(look(14, 30)))
      .thenNothing()
      .when(evaluate(look(13, 30)))
      .then([crossed(days, look(13, 30), 13, 17)]);
  });

  it('never alerts a days threshold without shipments in the window (no pace to run out at)', () => {
    given(set(days))
      .when(evaluate(look(0, 0)))
      .thenNothing();
  });

  it('alerts at once when a threshold is set above the stock, and not for the same threshold set again', () => {
    given()
      .when({ type: 'SetReorderThreshold', ...ids, threshold: units, look: look(2), at })
      .then([set(units), crossed(units, look(2), null, 8)])
      .when({ type: 'SetReorderThreshold', ...ids, threshold: units, look: look(2), at })
      .thenNothing();
  });

  it('clears the threshold: nothing alerts after it, and clearing again records nothing', () => {
    const cleared: ReorderPointEvent = { type: 'ReorderThresholdCleared', data: { ...ids, at: at.toISOString() } };
    given(set(units))
      .when({ type: 'ClearReorderThreshold', ...ids, at })
      .then([cleared])
      .when(evaluate(look(0)))
      .thenNothing()
      .when({ type: 'ClearReorderThreshold', ...ids, at })
      .thenNothing();
  });
});
