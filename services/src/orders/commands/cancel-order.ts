// A seller cancels an order (final): refused once packing has begun. The reservation saga releases its stock.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class CancelOrder extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
  ) {
    super();
  }
}

@CommandHandler(CancelOrder)
export class CancelOrderHandler implements ICommandHandler<CancelOrder, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, orderId }: CancelOrder): Promise<CommandResult> {
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, { type: 'CancelOrder', sellerId, at: this.clock.now() }));
  }
}
