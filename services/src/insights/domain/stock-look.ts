// A product's stock as one of its inventory events left it: the available units, and the units shipped to buyers in
// the window before it (the Insights page's pace: FULFILLMENT changes, by when the store recorded them).
import type { InventoryEvent } from '@ledgerhouse/contracts';
import type { StockLook } from './reorder-point';

interface RecordedInventoryEvent {
  type: string;
  data: unknown;
  recordedAt: Date;
}

const DAY_MS = 24 * 60 * 60_000;

/** `history` is the inventory stream up to and including the event looked at, oldest first. */
/** The first instant of the pace's window for a look at `at`. */
export const windowStart = (windowDays: number, at: Date): number => at.getTime() - windowDays * DAY_MS;

export function stockLook(history: readonly RecordedInventoryEvent[], windowDays: number, at: Date): StockLook {
  const since = windowStart(windowDays, at);
  let total = 0;
  let reserved = 0;
  let shippedUnits = 0;
  for (const stored of history) {
    const event = { type: stored.type, data: stored.data } as InventoryEvent;
    switch (event.type) {
      case 'StockChanged':
        total = event.data.totalAfter;
        if (event.data.reason === 'FULFILLMENT' && stored.recordedAt.getTime() >= since) shippedUnits -= event.data.delta;
        break;
      case 'StockReserved':
      case 'ReservationReleased':
        reserved = event.data.reservedAfter;
        break;
      case 'DeliveryExpected':
      case 'ExpectedDeliveryCleared':
        break;
      default: {
        const never: never = event;
        return never;
      }
    }
  }
  return { available: total - reserved, shippedUnits };
}

/**
 * Whether the end of a stream (oldest first, up to the event looked at) is enough for `stockLook` whose window starts at
 * `since`: it begins before the window, and holds a stock change and a reservation change (both carry the level
 * after them, so nothing before them matters).
 */
export function coversLook(tail: readonly RecordedInventoryEvent[], since: number): boolean {
  if (tail.length === 0 || tail[0]!.recordedAt.getTime() >= since) return false;
  return tail.some((e) => e.type === 'StockChanged') && tail.some((e) => e.type === 'StockReserved' || e.type === 'ReservationReleased');
}
