// A seller deletes a product that holds no stock; its SKU is released for reuse.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { releaseUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';
import { skuClaim, skuClaimStream } from '../domain/sku-claim';
import { loadOwnProduct } from './load-own-product';

export class DeleteProduct extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteProduct)
export class DeleteProductHandler implements ICommandHandler<DeleteProduct, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, productId }: DeleteProduct): Promise<CommandResult> {
    const at = this.clock.now();
    const product = await loadOwnProduct(this.deps.store, sellerId, productId);
    const stock = await loadState(this.deps.store, inventoryStream(productId), inventoryDecider);
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, {
      type: 'Delete',
      stockTotal: stock.total,
      openReservations: stock.reserved,
      incoming: stock.incoming,
      at,
    });
    await releaseUnique(this.deps, skuClaim, skuClaimStream(sellerId, product.facts!.sku), productId);
    return { id: productId, position: outcome.position ?? '' };
  }
}
