// A seller hands a ready order to the warehouse with the fulfillment options (spec 3); the files named must be theirs.
// The fulfillment saga takes it from FulfillmentStarted: label, costs, payment.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, FulfillmentOptions } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { OwnFiles } from '../services/own-files';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class StartFulfillment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
    readonly options: FulfillmentOptions,
    /** Started by the auto-fulfillment settings rather than the seller's click. */
    readonly automatic = false,
  ) {
    super();
  }
}

@CommandHandler(StartFulfillment)
export class StartFulfillmentHandler implements ICommandHandler<StartFulfillment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: OwnFiles,
  ) {}

  async execute({ sellerId, orderId, options, automatic }: StartFulfillment): Promise<CommandResult> {
    await this.files.check(sellerId, options);
    const outcome = await runOrderCommand(this.deps, orderId, {
      type: 'StartFulfillment',
      sellerId,
      options,
      automatic,
      at: this.clock.now(),
    });
    return orderResultOf(orderId, outcome);
  }
}
