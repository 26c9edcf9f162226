import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { productRoutes as routes, type CreateProductBody, type UpdateProductBody } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { CurrentUserId } from '../../identity/http/current-user';
import { ChangeProduct } from '../commands/product-commands';
import { GetProduct, GetStockAsOf, ListProducts, type ProductFilter } from '../queries/product-queries';

type Id = { productId: string };

@Controller()
export class ProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.create)
  create(@CurrentUserId() sellerId: string, @ValidBody(routes.create) body: CreateProductBody) {
    return this.commands.execute(new ChangeProduct(sellerId, { type: 'Create', body }));
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

  @ContractRoute(routes.stock)
  stock(@CurrentUserId() sellerId: string, @ValidParams(routes.stock) { productId }: Id, @ValidQuery(routes.stock) query: { asOf?: string }) {
    return this.queries.execute(new GetStockAsOf(sellerId, productId, query.asOf ? new Date(query.asOf) : null));
  }
}
