// A seller edits a product; a changed SKU is claimed before and the old one released after.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, UpdateProductBody } from '@ledgerhouse/contracts';
import type { Clock, ImageProbe } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { claimUnique, releaseUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream } from '../domain/product';
import { skuClaim, skuClaimStream } from '../domain/sku-claim';
import { checkPhoto } from './check-photo';
import { IMAGE_PROBE } from './image-probe.token';
import { loadOwnProduct } from './load-own-product';
import { factsOf } from './product-facts';

export class UpdateProduct extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly productId: string,
    readonly body: UpdateProductBody,
  ) {
    super();
  }
}

@CommandHandler(UpdateProduct)
export class UpdateProductHandler implements ICommandHandler<UpdateProduct, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IMAGE_PROBE) private readonly images: ImageProbe,
  ) {}

  async execute({ sellerId, productId, body }: UpdateProduct): Promise<CommandResult> {
    const at = this.clock.now();
    const product = await loadOwnProduct(this.deps.store, sellerId, productId);
    const stock = await loadState(this.deps.store, inventoryStream(productId), inventoryDecider);
    if (body.photoUrl !== product.facts!.photoUrl) await checkPhoto(this.images, body.photoUrl);
    const oldSku = product.facts!.sku;
    const newSku = body.sku !== undefined && body.sku.toLowerCase() !== oldSku.toLowerCase() ? body.sku : null;
    if (newSku) await claimUnique(this.deps, this.clock, skuClaim, skuClaimStream(sellerId, newSku), productId);
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, {
      type: 'Update',
      changes: factsOf(body),
      stockTotal: stock.total,
      at,
    });
    if (newSku) await releaseUnique(this.deps, skuClaim, skuClaimStream(sellerId, oldSku), productId);
    return { id: productId, position: outcome.position ?? '' };
  }
}
