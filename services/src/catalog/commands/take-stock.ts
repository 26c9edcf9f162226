// Warehouse staff record a stock count for a product.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { requireProductExists } from './require-product-exists';

export class TakeStock extends Command<CommandResult> {
  constructor(
    readonly productId: string,
    readonly counted: number,
    readonly comment: string,
  ) {
    super();
  }
}

@CommandHandler(TakeStock)
export class TakeStockHandler implements ICommandHandler<TakeStock, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, counted, comment }: TakeStock): Promise<CommandResult> {
    await requireProductExists(this.deps.store, productId);
    const command = { type: 'TakeStock' as const, documentId: `stock-taking-${randomUUID()}`, counted, comment, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
