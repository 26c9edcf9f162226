// An order placed with its reservation in the same append: Catalog plans the reservation on each product's inventory
// stream (PlanReservation), and the order's placement and outcome (OrderReserved, or OrderReservationShort with what
// is missing) go to the store with those inventory events and the order number's claim at once (appendMany; every stream's expected version guards
// the decision, so no process oversells). The POST's answer already holds the outcome, and the order-stock saga has
// nothing to do for it. Work on these streams in this process waits meanwhile (KeyedQueue.runAll); a race lost to
// another process is decided again, and after that the order is placed RESERVING for the saga, as before.
import type { QueryBus } from '@nestjs/cqrs';
import type { MissingGoods, OrderEvent, OrderLine } from '@ledgerhouse/contracts';
import { AppendManyUnsupported, comparePositions, StreamVersionConflict, type NewEvent } from '@ledgerhouse/infra';
import { PlanReservation, reservationStreams } from '../../catalog/queries/plan-reservation.query';
import { metadataFor } from '../../event-sourcing/request-context';
import type { CommandDeps } from '../../persistence/tokens';
import { orderDecider, orderStream, type OrderCommand } from '../domain/order';
import { unitsByProduct } from '../sagas/order-stock-waiting';
import type { OrderOutcome } from './run-order-command';

const ATTEMPTS = 3;

type PlaceOrderCommand = Extract<OrderCommand, { type: 'PlaceOrder' }>;

/** A value the order takes with its placement (its number): appended with it when free. */
export interface PlacementClaim {
  streamId: string;
  /** Read while the placement holds the stream: its events and version when free, else null. */
  take(): Promise<{ events: { type: string; data: unknown }[]; expectedVersion: number } | null>;
}

/**
 * Places and reserves (and takes the claim, when given); null when the claim is not free or every attempt lost a race:
 * the caller then claims by the full rules and places the order for the saga to reserve.
 */
export async function placeWithReservation(
  deps: CommandDeps,
  queries: QueryBus,
  command: PlaceOrderCommand,
  claim?: PlacementClaim,
): Promise<OrderOutcome | null> {
  const units = unitsByProduct(command.lines);
  if (units.size === 0) return null;
  const streamId = orderStream(command.orderId);
  const held = [streamId, ...(claim ? [claim.streamId] : []), ...reservationStreams(units.keys())];
  return deps.queue.runAll(held, async () => {
    let lost = false;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const claimed = claim ? await claim.take() : null;
      if (claim && !claimed) return null;
      const plan = await queries.execute(new PlanReservation(command.orderId, units, lost));
      const placed = orderDecider.decide(command, orderDecider.initialState);
      placed[0] = { ...placed[0], data: { ...placed[0].data, reservedAtPlacement: true } } as OrderEvent;
      const afterPlacing = placed.reduce(orderDecider.evolve, orderDecider.initialState);
      const result = plan.ok
        ? { ok: true as const }
        : { ok: false as const, missing: plan.missing.map((m) => missingOf(command.lines, m)) };
      const events = [...placed, ...orderDecider.decide({ type: 'RecordReservation', result, at: command.at }, afterPlacing)];
      const metadata = { ...metadataFor(), schemaVersion: 1 };
      const stamp = (list: readonly { type: string; data: unknown }[]): NewEvent[] => list.map((e) => ({ ...e, metadata }));
      try {
        const appended = await deps.store.appendMany([
          { streamId, events: stamp(events), expectedVersion: 0 },
          ...(claim && claimed
            ? [{ streamId: claim.streamId, events: stamp(claimed.events), expectedVersion: claimed.expectedVersion }]
            : []),
          ...(plan.ok
            ? plan.appends.map((a) => ({ streamId: a.streamId, events: stamp(a.events), expectedVersion: a.expectedVersion }))
            : []),
        ]);
        const state = events.reduce(orderDecider.evolve, orderDecider.initialState);
        // The next commands on these streams decide on what was just appended, without reading it back.
        if (plan.ok) for (const a of plan.appends) a.appended();
        deps.states?.set(streamId, orderDecider, { state, version: events.length });
        return {
          events,
          position: appended.map((r) => r.position).reduce((a, b) => (comparePositions(a, b) >= 0 ? a : b)),
          version: events.length,
          state,
        };
      } catch (err) {
        // A KurrentDB older than 25.1: orders are placed for the saga to reserve, as before.
        if (err instanceof AppendManyUnsupported) return null;
        if (!(err instanceof StreamVersionConflict)) throw err;
        // The order exists already (placed by a retry of the same request), or someone took the number meanwhile: the
        // plain path answers as it always did.
        if (err.streamId === streamId || err.streamId === claim?.streamId) return null;
        // An inventory stream moved on in another process: the next plan reads what it appended (only that), and so
        // does every plan on it for a while (StreamStateCache.markContended).
        lost = true;
        deps.states?.markContended(err.streamId);
      }
    }
    return null;
  });
}

function missingOf(lines: readonly OrderLine[], m: { productId: string; requested: number; available: number }): MissingGoods {
  return { ...m, sku: lines.find((line) => line.productId === m.productId)?.sku ?? '' };
}
