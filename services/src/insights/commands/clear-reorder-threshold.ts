// A seller clears a product's reorder threshold: no more alerts for it until one is set again.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { reorderPointDecider, reorderPointStream } from '../domain/reorder-point';
import { requireOwnProduct } from './own-product';

export class ClearReorderThreshold extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
  ) {
    super();
  }
}

@CommandHandler(ClearReorderThreshold)
export class ClearReorderThresholdHandler implements ICommandHandler<ClearReorderThreshold, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId }: ClearReorderThreshold): Promise<CommandResult> {
    await requireOwnProduct(this.deps.store, sellerId, productId);
    const command = { type: 'ClearReorderThreshold' as const, productId, sellerId, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, reorderPointStream(productId), reorderPointDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
