import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminProductRoutes as routes, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly } from '../../http/auth/access.decorators';
import { TakeStock } from '../commands/take-stock';
import { VerifyMeasurements } from '../commands/verify-measurements';
import { GetStockAsOf } from '../queries/product-queries';
import { ListAllProducts, ListStockHistory, ReconcileInventory } from '../queries/warehouse-queries';

type Id = ParamsOf<typeof routes.get>;

@AdminOnly()
@Controller()
export class AdminProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListAllProducts(query));
  }

  @ContractRoute(routes.get)
  async get(@ValidParams(routes.get) { productId }: Id) {
    const page = await this.queries.execute(new ListAllProducts({ page: 1, pageSize: 1, productId }));
    return page.items[0];
  }

  @ContractRoute(routes.inventoryHistory)
  inventoryHistory(
    @ValidParams(routes.inventoryHistory) { productId }: Id,
    @ValidQuery(routes.inventoryHistory) query: QueryOf<typeof routes.inventoryHistory>,
  ) {
    return this.queries.execute(new ListStockHistory('inventory', productId, query));
  }

  @ContractRoute(routes.reservedHistory)
  reservedHistory(
    @ValidParams(routes.reservedHistory) { productId }: Id,
    @ValidQuery(routes.reservedHistory) query: QueryOf<typeof routes.reservedHistory>,
  ) {
    return this.queries.execute(new ListStockHistory('reserved', productId, query));
  }

  @ContractRoute(routes.stock)
  stock(@ValidParams(routes.stock) { productId }: Id, @ValidQuery(routes.stock) query: QueryOf<typeof routes.stock>) {
    return this.queries.execute(new GetStockAsOf(null, productId, query.asOf ? new Date(query.asOf) : null));
  }

  @ContractRoute(routes.stockTaking)
  stockTaking(@ValidParams(routes.stockTaking) { productId }: Id, @ValidBody(routes.stockTaking) body: BodyOf<typeof routes.stockTaking>) {
    return this.commands.execute(new TakeStock(productId, body.counted, body.comment));
  }

  @ContractRoute(routes.verify)
  verify(@ValidParams(routes.verify) { productId }: Id, @ValidBody(routes.verify) body: BodyOf<typeof routes.verify>) {
    return this.commands.execute(new VerifyMeasurements(productId, body.dimensions, body.weight));
  }

  @ContractRoute(routes.reconcile)
  reconcile() {
    return this.queries.execute(new ReconcileInventory());
  }
}
