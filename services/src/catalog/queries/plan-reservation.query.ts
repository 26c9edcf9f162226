// Catalog's public door for the orders context's placement: what reserving an order's units would append to each
// product's inventory stream, decided now and appended by the caller with the order's own events, all at once
// (EventStore.appendMany; each stream's expected version guards the decision). The query file carries no handler.
import { Query } from '@nestjs/cqrs';
import { inventoryStream } from '../domain/inventory';

export interface PlannedAppend {
  streamId: string;
  events: { type: string; data: unknown }[];
  expectedVersion: number;
  /** Tells Catalog the append was made: the stream's new state is kept for the next command on it. */
  appended(): void;
}

export type ReservationPlan =
  | { ok: true; appends: PlannedAppend[] }
  /** Some products lack units: nothing to append; `available` is what the order could have had of each. */
  | { ok: false; missing: { productId: string; requested: number; available: number }[] };

/**
 * Reserve `units` (product id → units, each > 0) for the order `orderId`. `stored`: decide on the streams as stored now
 * (a race was just lost to another process): copies in memory are caught up by reading only the events after them.
 */
export class PlanReservation extends Query<ReservationPlan> {
  constructor(
    readonly orderId: string,
    readonly units: ReadonlyMap<string, number>,
    readonly stored = false,
  ) {
    super();
  }
}

/** The streams reserving these products appends to, for the caller's in-process queue (held while it decides and appends). */
export const reservationStreams = (productIds: Iterable<string>): string[] => [...productIds].map(inventoryStream);
