// Handlers of the manifest door (manifest-order.command.ts): one order command each, through the order decider.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../../services/run-order-command';
import { AddOrderToManifest, HandOverOrder, RemoveOrderFromManifest } from './manifest-order.command';

abstract class ManifestOrderHandler {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  protected async run(
    orderId: string,
    type: 'AddToManifest' | 'RemoveFromManifest' | 'HandOver',
    manifestId: string,
  ): Promise<CommandResult> {
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, { type, manifestId, at: this.clock.now() }));
  }
}

@CommandHandler(AddOrderToManifest)
export class AddOrderToManifestHandler extends ManifestOrderHandler implements ICommandHandler<AddOrderToManifest, CommandResult> {
  execute({ orderId, manifestId }: AddOrderToManifest) {
    return this.run(orderId, 'AddToManifest', manifestId);
  }
}

@CommandHandler(RemoveOrderFromManifest)
export class RemoveOrderFromManifestHandler
  extends ManifestOrderHandler
  implements ICommandHandler<RemoveOrderFromManifest, CommandResult>
{
  execute({ orderId, manifestId }: RemoveOrderFromManifest) {
    return this.run(orderId, 'RemoveFromManifest', manifestId);
  }
}

@CommandHandler(HandOverOrder)
export class HandOverOrderHandler extends ManifestOrderHandler implements ICommandHandler<HandOverOrder, CommandResult> {
  execute({ orderId, manifestId }: HandOverOrder) {
    return this.run(orderId, 'HandOver', manifestId);
  }
}
