// A seller sets where a product is listed for sale; the decider checks listings against available stock.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';
import { loadOwnProduct } from './load-own-product';
import { SetListings } from './set-listings.command';

@CommandHandler(SetListings)
export class SetListingsHandler implements ICommandHandler<SetListings, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId, listings }: SetListings): Promise<CommandResult> {
    const at = this.clock.now();
    await loadOwnProduct(this.deps.store, sellerId, productId);
    const stock = await loadState(this.deps.store, inventoryStream(productId), inventoryDecider);
    const command = {
      type: 'SetListings' as const,
      listings: listings.map((l) => ({ ...l, link: l.link ?? null })),
      available: available(stock),
      at,
    };
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
