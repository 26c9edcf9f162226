// A seller saves their product defaults (profile, "Product info"); each save replaces the whole.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, ProductDefaultsBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { productDefaultsDecider, productDefaultsStream } from '../domain/product-defaults';

export class SetProductDefaults extends Command<CommandResult> {
  constructor(
    /** The acting seller (under impersonation, the seller). */
    readonly sellerId: string,
    readonly body: ProductDefaultsBody,
  ) {
    super();
  }
}

@CommandHandler(SetProductDefaults)
export class SetProductDefaultsHandler implements ICommandHandler<SetProductDefaults, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, body }: SetProductDefaults): Promise<CommandResult> {
    const defaults = {
      countryOfOrigin: body.countryOfOrigin ?? null,
      unitOfMeasurement: body.unitOfMeasurement || null,
      dimensions: body.dimensions ?? null,
      weight: body.weight ?? null,
    };
    const outcome = await executeCommand(this.deps, productDefaultsStream(sellerId), productDefaultsDecider, {
      type: 'SetProductDefaults',
      defaults,
      at: this.clock.now(),
    });
    return { id: sellerId, position: outcome.position ?? '' };
  }
}
