// When an order waiting for goods deserves a support chat: INSUFFICIENT_GOODS for a whole day. The scheduled pass
// checks the order's own events before opening, so an order whose goods arrived meanwhile is left alone even when the
// saga has not recorded that yet.
import type { OrderEvent } from '@ledgerhouse/contracts';

export const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;

/** Waits started at or before this instant have lasted a day at `now`. */
export const stuckSince = (now: Date) => new Date(now.getTime() - STUCK_AFTER_MS);

export interface StuckOrder {
  orderId: string;
  sellerId: string;
  number: string;
  /** SKUs the last reservation lacked. */
  skus: string[];
  /** When the current wait began: the first short reservation since the goods were last reserved. */
  since: Date;
}

/**
 * The order, if its latest reservation outcome is short and it is not canceled; else null. A retry or an edit puts it
 * back to RESERVING only until the next outcome, so they do not end the wait.
 */
export function stillShort(events: readonly Pick<OrderEvent, 'type' | 'data'>[]): StuckOrder | null {
  const placed = events.find((e) => e.type === 'OrderPlaced') as Extract<OrderEvent, { type: 'OrderPlaced' }> | undefined;
  if (!placed) return null;
  const outcomes = events.filter(isOutcome);
  const outcome = outcomes.at(-1);
  if (outcome?.type !== 'OrderReservationShort') return null;
  const lastReserved = outcomes.findLastIndex((e) => e.type !== 'OrderReservationShort');
  const first = outcomes[lastReserved + 1] as Extract<OrderEvent, { type: 'OrderReservationShort' }>;
  return {
    orderId: placed.data.orderId,
    sellerId: placed.data.sellerId,
    number: placed.data.number ?? placed.data.orderId,
    skus: [...new Set(outcome.data.missing.map((m) => m.sku))],
    since: new Date(first.data.at),
  };
}

type Outcome = Extract<OrderEvent, { type: 'OrderReservationShort' | 'OrderReserved' | 'OrderCanceled' }>;
const isOutcome = (e: Pick<OrderEvent, 'type' | 'data'>): e is Outcome =>
  e.type === 'OrderReservationShort' || e.type === 'OrderReserved' || e.type === 'OrderCanceled';
