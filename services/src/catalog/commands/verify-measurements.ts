// Warehouse staff confirm a product's declared dimensions and/or weight.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { productDecider, productStream } from '../domain/product';
import { requireProductExists } from './require-product-exists';

export class VerifyMeasurements extends Command<CommandResult> {
  constructor(
    readonly productId: string,
    readonly dimensions: boolean,
    readonly weight: boolean,
  ) {
    super();
  }
}

@CommandHandler(VerifyMeasurements)
export class VerifyMeasurementsHandler implements ICommandHandler<VerifyMeasurements, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, dimensions, weight }: VerifyMeasurements): Promise<CommandResult> {
    await requireProductExists(this.deps.store, productId);
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, {
      type: 'VerifyMeasurements',
      dimensions,
      weight,
      at: this.clock.now(),
    });
    return { id: productId, position: outcome.position ?? '' };
  }
}
