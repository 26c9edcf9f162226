// A seller deletes a product that holds no stock and that no draft or open shipment or order holds (409
// PRODUCT_IN_USE naming them); its SKU is released for reuse.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { releaseUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';
import { skuClaim, skuClaimStream } from '../domain/sku-claim';
import { ProductHoldersReader } from '../services/product-holders';
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
    private readonly holders: ProductHoldersReader,
  ) {}

  async execute({ sellerId, productId }: DeleteProduct): Promise<CommandResult> {
    const at = this.clock.now();
    const product = await loadOwnProduct(this.deps.store, sellerId, productId);
    const { shipments, orders } = await this.holders.of(sellerId, productId);
    if (shipments.length > 0 || orders.length > 0)
      throw new DomainError(
        ErrorCode.PRODUCT_IN_USE,
        { shipments: shipments.join(', ') || '—', orders: orders.join(', ') || '—' },
        {
          shipments,
          orders,
        },
      );
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
