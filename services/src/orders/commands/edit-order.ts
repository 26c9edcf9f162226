// A seller changes an order the warehouse does not have yet (RESERVING, READY_FOR_FULFILLMENT, INSUFFICIENT_GOODS);
// after that, ORDER_NOT_EDITABLE. Reservation starts again for the new lines.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, EditOrderBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderDecider, orderStream, type OrderCommand, type OrderState } from '../domain/order';
import { OrderLines } from '../services/order-lines';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class EditOrder extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
    readonly body: EditOrderBody,
  ) {
    super();
  }
}

/** Units the order itself holds per product: a reserved (or reserving) order may keep its own. */
function heldBy(state: OrderState): Record<string, number> {
  if (state.facets.status !== 'READY_FOR_FULFILLMENT' && state.facets.status !== 'RESERVING') return {};
  const held: Record<string, number> = {};
  for (const line of state.lines) held[line.productId] = (held[line.productId] ?? 0) + line.quantity;
  return held;
}

@CommandHandler(EditOrder)
export class EditOrderHandler implements ICommandHandler<EditOrder, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orderLines: OrderLines,
  ) {}

  async execute({ sellerId, orderId, body }: EditOrder): Promise<CommandResult> {
    const state = await loadState(this.deps.store, orderStream(orderId), orderDecider);
    const probe: OrderCommand = { type: 'EditOrder', sellerId, ...body, lines: [...state.lines], at: this.clock.now() };
    // Not found, another seller's, or no longer editable: said before the lines are looked at.
    orderDecider.decide(probe, state);
    const lines = await this.orderLines.resolve(sellerId, body.lines, heldBy(state));
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, { ...probe, lines }));
  }
}
