// A seller turns managed stock on or off for a product.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';
import { loadOwnProduct } from './load-own-product';

export class SetManagedStock extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
    readonly enabled: boolean,
  ) {
    super();
  }
}

@CommandHandler(SetManagedStock)
export class SetManagedStockHandler implements ICommandHandler<SetManagedStock, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId, enabled }: SetManagedStock): Promise<CommandResult> {
    const at = this.clock.now();
    await loadOwnProduct(this.deps.store, sellerId, productId);
    const stock = await loadState(this.deps.store, inventoryStream(productId), inventoryDecider);
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, {
      type: 'SetManagedStock',
      enabled,
      available: available(stock),
      at,
    });
    return { id: productId, position: outcome.position ?? '' };
  }
}
