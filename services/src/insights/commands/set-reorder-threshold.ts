// A seller sets a product's reorder threshold; the stock already below it alerts at once (decision 0043).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, ReorderThreshold, ReorderThresholdBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { reorderPointDecider, reorderPointStream } from '../domain/reorder-point';
import { stockLook } from '../domain/stock-look';
import { requireOwnProduct } from './own-product';

export class SetReorderThreshold extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
    readonly body: ReorderThresholdBody,
  ) {
    super();
  }
}

@CommandHandler(SetReorderThreshold)
export class SetReorderThresholdHandler implements ICommandHandler<SetReorderThreshold, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId, body }: SetReorderThreshold): Promise<CommandResult> {
    await requireOwnProduct(this.deps.store, sellerId, productId);
    const threshold: ReorderThreshold =
      body.basis === 'DAYS'
        ? { basis: 'DAYS', value: body.value, windowDays: body.windowDays }
        : { basis: 'UNITS', value: body.value, windowDays: null };
    const at = this.clock.now();
    const look = stockLook(await this.deps.store.readStream(`inventory-${productId}`), threshold.windowDays ?? 30, at);
    const command = { type: 'SetReorderThreshold' as const, productId, sellerId, threshold, look, at };
    const outcome = await executeCommand(this.deps, reorderPointStream(productId), reorderPointDecider, command);
    return { id: productId, position: outcome.position ?? '' };
  }
}
