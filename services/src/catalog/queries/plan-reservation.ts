// Decides an order's reservation on each product's inventory stream (the decider's SetReservation, as ReserveStock
// does) without appending: the placement appends it with the order's events. A product short of units makes the
// plan a refusal naming every product the order lacks.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ErrorCode, type InventoryEvent } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { catchUpState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream, type InventoryCommand, type InventoryState } from '../domain/inventory';
import { PlanReservation, type PlannedAppend, type ReservationPlan } from './plan-reservation.query';

@QueryHandler(PlanReservation)
export class PlanReservationHandler implements IQueryHandler<PlanReservation, ReservationPlan> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, units, stored }: PlanReservation): Promise<ReservationPlan> {
    const appends: PlannedAppend[] = [];
    const missing: { productId: string; requested: number; available: number }[] = [];
    const at = this.clock.now();
    const { store, states } = this.deps;
    for (const [productId, quantity] of units) {
      const streamId = inventoryStream(productId);
      const command = { type: 'SetReservation' as const, documentId: orderId, quantity, at };
      // A copy in memory is planned on without a read (the append's expected version checks it); a shortfall, nothing
      // to do, or a race just lost is only answered on the stream as stored now (the events after the copy).
      const copy = states?.get<InventoryState>(streamId, inventoryDecider);
      // A stream other processes append to as well is caught up before each decision, not only after a lost race.
      const cached = stored || states?.contended(streamId) ? undefined : copy;
      let known = cached ?? (await catchUpState(store, streamId, inventoryDecider, copy, states));
      let planned = plan(known.state, command);
      if (cached && !('events' in planned && planned.events.length > 0)) {
        known = await catchUpState(store, streamId, inventoryDecider, known, states);
        planned = plan(known.state, command);
      }
      if ('short' in planned) {
        const { state } = known;
        missing.push({ productId, requested: quantity, available: Math.max(0, available(state) + (state.reservations[orderId] ?? 0)) });
        continue;
      }
      const { events } = planned;
      if (events.length === 0) continue;
      const after = { state: events.reduce(inventoryDecider.evolve, known.state), version: known.version + events.length };
      appends.push({ streamId, events, expectedVersion: known.version, appended: () => states?.set(streamId, inventoryDecider, after) });
    }
    return missing.length > 0 ? { ok: false, missing } : { ok: true, appends };
  }
}

type SetReservation = Extract<InventoryCommand, { type: 'SetReservation' }>;

/** The decider's events, or a shortfall (INSUFFICIENT_STOCK); any other refusal is thrown. */
function plan(state: InventoryState, command: SetReservation): { events: InventoryEvent[] } | { short: true } {
  try {
    return { events: inventoryDecider.decide(command, state) };
  } catch (err) {
    if (!(err instanceof DomainError) || err.code !== ErrorCode.INSUFFICIENT_STOCK) throw err;
    return { short: true };
  }
}
