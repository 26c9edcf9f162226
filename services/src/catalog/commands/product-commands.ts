// Create, edit and delete a seller's products. SKU uniqueness lives in claim streams; stock rules read the inventory stream.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult, type CreateProductBody, type ProductEvent, type ProductFacts, type UpdateProductBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { productDecider, productStream, type ProductState } from '../domain/product';
import { skuClaimDecider, skuClaimStream } from '../domain/sku-claim';

export type ProductAction =
  | { type: 'Create'; body: CreateProductBody }
  | { type: 'Update'; productId: string; body: UpdateProductBody }
  | { type: 'Delete'; productId: string };

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
  ) {}

  async execute({ sellerId, action }: ChangeProduct): Promise<CommandResult> {
    const at = this.clock.now();
    if (action.type === 'Create') {
      const productId = randomUUID();
      await executeCommand(this.deps, skuClaimStream(sellerId, action.body.sku), skuClaimDecider, { type: 'Claim', productId });
      const facts = { barcode: null, brand: null, countryOfOrigin: null, description: null, photoUrl: null, unitOfMeasurement: null, dimensions: null, weight: null, ...factsOf(action.body) } as ProductFacts;
      const outcome = await executeCommand(this.deps, productStream(productId), productDecider, { type: 'Create', productId, sellerId, facts, at });
      return { id: productId, position: outcome.position ?? '' };
    }
    const product = await this.ownProduct(sellerId, action.productId);
    const stock = await this.stock(action.productId);
    if (action.type === 'Delete') {
      const outcome = await executeCommand(this.deps, productStream(action.productId), productDecider, { type: 'Delete', stockTotal: stock.total, openReservations: stock.reserved, at });
      await executeCommand(this.deps, skuClaimStream(sellerId, product.facts!.sku), skuClaimDecider, { type: 'Release', productId: action.productId });
      return { id: action.productId, position: outcome.position ?? '' };
    }
    const oldSku = product.facts!.sku;
    const skuChanges = action.body.sku !== undefined && action.body.sku.toLowerCase() !== oldSku.toLowerCase();
    if (skuChanges) await executeCommand(this.deps, skuClaimStream(sellerId, action.body.sku!), skuClaimDecider, { type: 'Claim', productId: action.productId });
    const outcome = await executeCommand(this.deps, productStream(action.productId), productDecider, { type: 'Update', changes: factsOf(action.body), stockTotal: stock.total, at });
    if (skuChanges) await executeCommand(this.deps, skuClaimStream(sellerId, oldSku), skuClaimDecider, { type: 'Release', productId: action.productId });
    return { id: action.productId, position: outcome.position ?? '' };
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
