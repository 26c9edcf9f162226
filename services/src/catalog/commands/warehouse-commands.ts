// Warehouse actions on a product: stock taking and measurement verification.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';

export type WarehouseAction = { type: 'TakeStock'; counted: number; comment: string } | { type: 'VerifyMeasurements'; dimensions: boolean; weight: boolean };

export class ActOnProduct extends Command<CommandResult> {
  constructor(
    readonly productId: string,
    readonly action: WarehouseAction,
  ) {
    super();
  }
}

@CommandHandler(ActOnProduct)
export class ActOnProductHandler implements ICommandHandler<ActOnProduct, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, action }: ActOnProduct): Promise<CommandResult> {
    if ((await this.deps.store.readStream(productStream(productId))).length === 0) throw new DomainError(ErrorCode.NOT_FOUND, 404);
    const at = this.clock.now();
    const outcome =
      action.type === 'TakeStock'
        ? await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, { type: 'TakeStock', documentId: `stock-taking-${randomUUID()}`, counted: action.counted, comment: action.comment, at })
        : await executeCommand(this.deps, productStream(productId), productDecider, { type: 'VerifyMeasurements', dimensions: action.dimensions, weight: action.weight, at });
    return { id: productId, position: outcome.position ?? '' };
  }
}
