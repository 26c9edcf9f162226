// Decides an order's reservation on each product's inventory stream (the decider's SetReservation, as ReserveStock
// does) without appending: the placement appends it with the order's events. A product short of units makes the
// plan a refusal naming every product the order lacks.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream } from '../domain/inventory';
import { PlanReservation, type PlannedAppend, type ReservationPlan } from './plan-reservation.query';

@QueryHandler(PlanReservation)
export class PlanReservationHandler implements IQueryHandler<PlanReservation, ReservationPlan> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, units }: PlanReservation): Promise<ReservationPlan> {
    const appends: PlannedAppend[] = [];
    const missing: { productId: string; requested: number; available: number }[] = [];
    const at = this.clock.now();
    for (const [productId, quantity] of units) {
      const streamId = inventoryStream(productId);
      const history = await this.deps.store.readStream(streamId);
      const state = foldEvents(inventoryDecider, history);
      try {
        const events = inventoryDecider.decide({ type: 'SetReservation', documentId: orderId, quantity, at }, state);
        if (events.length > 0) appends.push({ streamId, events, expectedVersion: history.length });
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== ErrorCode.INSUFFICIENT_STOCK) throw err;
        missing.push({ productId, requested: quantity, available: Math.max(0, available(state) + (state.reservations[orderId] ?? 0)) });
      }
    }
    return missing.length > 0 ? { ok: false, missing } : { ok: true, appends };
  }
}
