import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { productRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../http/auth/current-user';
import { CLOCK } from '../../persistence/tokens';
import { CreateProduct } from '../commands/create-product';
import { DeleteProduct } from '../commands/delete-product';
import { SetListings } from '../commands/set-listings.command';
import { SetManagedStock } from '../commands/set-managed-stock';
import { UpdateProduct } from '../commands/update-product';
import { GetProduct, GetStockAsOf, ListProducts } from '../queries/product-queries';
import { PreviewManagedStock } from '../queries/managed-stock-preview';
import { ListStockHistory } from '../queries/warehouse-queries';
import { writeProductExport } from '../reports/product-export';
import { productExportPages } from '../reports/product-export-pages';

type Id = ParamsOf<typeof routes.get>;

@Controller()
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: BodyOf<typeof routes.create>) {
    return this.commands.execute(new CreateProduct(sellerId, body));
  }

  /** Declared before :productId so "export" is not taken for an id. */
  @ContractRoute(routes.export)
  async export(@CurrentUserId() sellerId: string, @ValidQuery(routes.export) query: QueryOf<typeof routes.export>, @Res() res: Response) {
    await writeProductExport(res, query.format, productExportPages(this.queries, sellerId, query), this.clock.now());
  }

  @ContractRoute(routes.list)
  list(@CurrentUserId() sellerId: string, @ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListProducts(sellerId, query));
  }

  @ContractRoute(routes.get)
  get(@CurrentUserId() sellerId: string, @ValidParams(routes.get) { productId }: Id) {
    return this.queries.execute(new GetProduct(sellerId, productId));
  }

  @ContractRoute(routes.update)
  update(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.update) { productId }: Id,
    @ValidBody(routes.update) body: BodyOf<typeof routes.update>,
  ) {
    return this.commands.execute(new UpdateProduct(sellerId, productId, body));
  }

  @ContractRoute(routes.remove)
  remove(@CurrentUserId() sellerId: string, @ValidParams(routes.remove) { productId }: Id) {
    return this.commands.execute(new DeleteProduct(sellerId, productId));
  }

  @ContractRoute(routes.setListings)
  setListings(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.setListings) { productId }: Id,
    @ValidBody(routes.setListings) body: BodyOf<typeof routes.setListings>,
  ) {
    return this.commands.execute(new SetListings(sellerId, productId, body.listings));
  }

  @ContractRoute(routes.managedStockPreview)
  managedStockPreview(@CurrentUserId() sellerId: string, @ValidParams(routes.managedStockPreview) { productId }: Id) {
    return this.queries.execute(new PreviewManagedStock(sellerId, productId));
  }

  @ContractRoute(routes.setManagedStock)
  setManagedStock(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.setManagedStock) { productId }: Id,
    @ValidBody(routes.setManagedStock) body: BodyOf<typeof routes.setManagedStock>,
  ) {
    return this.commands.execute(new SetManagedStock(sellerId, productId, body.enabled));
  }

  @ContractRoute(routes.stockHistory)
  async stockHistory(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.stockHistory) { productId }: Id,
    @ValidQuery(routes.stockHistory) query: QueryOf<typeof routes.stockHistory>,
  ) {
    const page = await this.queries.execute(new ListStockHistory('inventory', productId, query, sellerId));
    return { ...page, items: page.items.map(({ actorId: _id, actorName: _name, ...entry }) => entry) };
  }

  @ContractRoute(routes.stock)
  stock(
    @CurrentUserId() sellerId: string,
    @ValidParams(routes.stock) { productId }: Id,
    @ValidQuery(routes.stock) query: QueryOf<typeof routes.stock>,
  ) {
    return this.queries.execute(new GetStockAsOf(sellerId, productId, query.asOf ? new Date(query.asOf) : null));
  }
}
