// Create, edit and delete a seller's products. SKU uniqueness lives in claim streams; stock rules read the inventory stream.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type ChannelListingBody, type CommandResult, type CreateProductBody, type ProductEvent, type ProductFacts, type UpdateProductBody } from '@ledgerhouse/contracts';
import type { Clock, ImageProbe } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { available, inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream, type ProductState } from '../domain/product';
import { skuClaimDecider, skuClaimStream } from '../domain/sku-claim';
import { IMAGE_PROBE } from './image-probe.token';

export type ProductAction =
  | { type: 'Create'; body: CreateProductBody }
  | { type: 'Update'; productId: string; body: UpdateProductBody }
  | { type: 'Delete'; productId: string }
  | { type: 'SetListings'; productId: string; listings: ChannelListingBody[] }
  | { type: 'SetManagedStock'; productId: string; enabled: boolean };

export class ChangeProduct extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly action: ProductAction,
  ) {
    super();
  }
}

const factsOf = (body: Partial<CreateProductBody>): Partial<ProductFacts> => {
  const out: Partial<ProductFacts> = {};
  for (const [key, value] of Object.entries(body)) (out as Record<string, unknown>)[key] = value === undefined ? null : value;
  return out;
};

@CommandHandler(ChangeProduct)
export class ChangeProductHandler implements ICommandHandler<ChangeProduct, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(IMAGE_PROBE) private readonly images: ImageProbe,
  ) {}

  async execute({ sellerId, action }: ChangeProduct): Promise<CommandResult> {
    const at = this.clock.now();
    if (action.type === 'Create') {
      await this.checkPhoto(action.body.photoUrl);
      const productId = randomUUID();
      await executeCommand(this.deps, skuClaimStream(sellerId, action.body.sku), skuClaimDecider, { type: 'Claim', productId });
      const facts = { barcode: null, brand: null, countryOfOrigin: null, description: null, photoUrl: null, unitOfMeasurement: null, dimensions: null, weight: null, ...factsOf(action.body) } as ProductFacts;
      const outcome = await executeCommand(this.deps, productStream(productId), productDecider, { type: 'Create', productId, sellerId, facts, at });
      return { id: productId, position: outcome.position ?? '' };
    }
    const product = await this.ownProduct(sellerId, action.productId);
    const stock = await this.stock(action.productId);
    if (action.type === 'Delete') {
      const outcome = await executeCommand(this.deps, productStream(action.productId), productDecider, { type: 'Delete', stockTotal: stock.total, openReservations: stock.reserved, incoming: stock.incoming, at });
      await executeCommand(this.deps, skuClaimStream(sellerId, product.facts!.sku), skuClaimDecider, { type: 'Release', productId: action.productId });
      return { id: action.productId, position: outcome.position ?? '' };
    }
    if (action.type === 'SetListings' || action.type === 'SetManagedStock') {
      const command =
        action.type === 'SetListings'
          ? { type: 'SetListings' as const, listings: action.listings.map((l) => ({ ...l, link: l.link ?? null })), available: available(stock), at }
          : { type: 'SetManagedStock' as const, enabled: action.enabled, available: available(stock), at };
      const outcome = await executeCommand(this.deps, productStream(action.productId), productDecider, command);
      return { id: action.productId, position: outcome.position ?? '' };
    }
    if (action.body.photoUrl !== product.facts!.photoUrl) await this.checkPhoto(action.body.photoUrl);
    const oldSku = product.facts!.sku;
    const skuChanges = action.body.sku !== undefined && action.body.sku.toLowerCase() !== oldSku.toLowerCase();
    if (skuChanges) await executeCommand(this.deps, skuClaimStream(sellerId, action.body.sku!), skuClaimDecider, { type: 'Claim', productId: action.productId });
    const outcome = await executeCommand(this.deps, productStream(action.productId), productDecider, { type: 'Update', changes: factsOf(action.body), stockTotal: stock.total, at });
    if (skuChanges) await executeCommand(this.deps, skuClaimStream(sellerId, oldSku), skuClaimDecider, { type: 'Release', productId: action.productId });
    return { id: action.productId, position: outcome.position ?? '' };
  }

  /** Spec 5: an image URL must point to a photo. */
  private async checkPhoto(url: string | undefined): Promise<void> {
    if (!url || (await this.images.servesImage(url))) return;
    throw new DomainError(ErrorCode.PHOTO_NOT_FOUND, 422, {}, { fields: [{ field: 'photoUrl', code: ErrorCode.PHOTO_NOT_FOUND }] });
  }

  /** Another seller's product is as good as absent. */
  private async ownProduct(sellerId: string, productId: string): Promise<ProductState> {
    const events = await this.deps.store.readStream(productStream(productId));
    const state = events.reduce((s, e) => productDecider.evolve(s, { type: e.type, data: e.data } as ProductEvent), productDecider.initialState);
    if (!state.exists || state.deleted || state.sellerId !== sellerId) throw new DomainError(ErrorCode.NOT_FOUND, 404);
    return state;
  }

  private async stock(productId: string) {
    const events = await this.deps.store.readStream(inventoryStream(productId));
    return events.reduce((s, e) => inventoryDecider.evolve(s, { type: e.type, data: e.data } as never), inventoryDecider.initialState);
  }
}
