// A seller creates a product; the SKU is claimed first so two products never share one.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, CreateProductBody, ProductFacts } from '@ledgerhouse/contracts';
import type { Clock, ImageProbe } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { claimUnique } from '../../event-sourcing/unique-claim';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { productDecider, productStream } from '../domain/product';
import { skuClaim, skuClaimStream } from '../domain/sku-claim';
import { checkPhoto } from './check-photo';
import { IMAGE_PROBE } from './image-probe.token';
import { factsOf } from './product-facts';

export class CreateProduct extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: CreateProductBody,
  ) {
    super();
  }
}

@CommandHandler(CreateProduct)
export class CreateProductHandler implements ICommandHandler<CreateProduct, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IMAGE_PROBE) private readonly images: ImageProbe,
  ) {}

  async execute({ sellerId, body }: CreateProduct): Promise<CommandResult> {
    const at = this.clock.now();
    await checkPhoto(this.images, body.photoUrl);
    const productId = randomUUID();
    await claimUnique(this.deps, this.clock, skuClaim, skuClaimStream(sellerId, body.sku), productId);
    const facts = {
      barcode: null,
      brand: null,
      countryOfOrigin: null,
      description: null,
      photoUrl: null,
      unitOfMeasurement: null,
      dimensions: null,
      weight: null,
      ...factsOf(body),
    } as ProductFacts;
    const outcome = await executeCommand(this.deps, productStream(productId), productDecider, {
      type: 'Create',
      productId,
      sellerId,
      facts,
      at,
    });
    return { id: productId, position: outcome.position ?? '' };
  }
}
