import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { productRoutes as routes, type CreateProductBody, type ProductView, type SetListingsBody, type UpdateProductBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { Page } from '../../channels/queries/list-integration-requests.query';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../identity/http/current-user';
import { CLOCK } from '../../persistence/tokens';
import { ChangeProduct } from '../commands/product-commands';
import { GetProduct, GetStockAsOf, ListProducts, type ProductFilter } from '../queries/product-queries';
import { PreviewManagedStock } from '../queries/managed-stock-preview';
import { writeProductExport } from './product-export';

type Id = { productId: string };

@Controller()
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: CreateProductBody) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'Create', body }));
  }

  /** Declared before :productId so "export" is not taken for an id. */
  @ContractRoute(routes.export)
  async export(
    @CurrentUserId() sellerId: string,
    @ValidQuery(routes.export) query: Omit<ProductFilter, 'page' | 'pageSize'> & { format: 'csv' | 'xlsx'; ids?: string | string[] },
    @Res() res: Response,
  ) {
    const ids = query.ids === undefined ? null : new Set([query.ids].flat());
    const queries = this.queries;
    async function* pages(): AsyncIterable<ProductView[]> {
      for (let page = 1; ; page++) {
        const result: Page<ProductView> = await queries.execute(new ListProducts(sellerId, { ...query, page, pageSize: 200 }));
        yield ids ? result.items.filter((p) => ids.has(p.id)) : result.items;
        // Not the total: it is capped, so the last page is the first one that is not full.
        if (result.items.length < 200) return;
      }
    }
    await writeProductExport(res, query.format, pages(), this.clock.now());
  }

  @ContractRoute(routes.list)
  list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: ProductFilter) {
    return this.queries.execute(new ListProducts(sellerId, query));
  }

  @ContractRoute(routes.get)
  get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { productId }: Id) {
    return this.queries.execute(new GetProduct(sellerId, productId));
  }

  @ContractRoute(routes.update)
  update(@CurrentUserId() sellerId: string, @ValidParams(routes.update) { productId }: Id, @ValidBody(routes.update) body: UpdateProductBody) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'Update', productId, body }));
  }

  @ContractRoute(routes.remove)
  remove(@CurrentUserId() sellerId: string, @ValidParams(routes.remove) { productId }: Id) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'Delete', productId }));
  }

  @ContractRoute(routes.setListings)
  setListings(@CurrentUserId() sellerId: string, @ValidParams(routes.setListings) { productId }: Id, @ValidBody(routes.setListings) body: SetListingsBody) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'SetListings', productId, listings: body.listings }));
  }

  @ContractRoute(routes.managedStockPreview)
  managedStockPreview(@CurrentUserId() sellerId: string, @ValidParams(routes.managedStockPreview) { productId }: Id) {
    return this.queries.execute(new PreviewManagedStock(sellerId, productId));
  }

  @ContractRoute(routes.setManagedStock)
  setManagedStock(@CurrentUserId() sellerId: string, @ValidParams(routes.setManagedStock) { productId }: Id, @ValidBody(routes.setManagedStock) body: { enabled: boolean }) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'SetManagedStock', productId, enabled: body.enabled }));
  }

  @ContractRoute(routes.stock)
  stock(@CurrentUserId() sellerId: string, @ValidParams(routes.stock) { productId }: Id, @ValidQuery(routes.stock) query: { asOf?: string }) {
    return this.queries.execute(new GetStockAsOf(sellerId, productId, query.asOf ? new Date(query.asOf) : null));
  }
}
