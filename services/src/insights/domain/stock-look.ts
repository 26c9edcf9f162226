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
export function stockLook(history: readonly RecordedInventoryEvent[], windowDays: number, at: Date): StockLook {
  const since = at.getTime() - windowDays * DAY_MS;
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
