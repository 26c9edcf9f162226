import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminProductRoutes as routes } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { AdminOnly, BlockedAllowed } from '../../identity/http/access.decorators';
import { ActOnProduct } from '../commands/warehouse-commands';
import { GetStockAsOf } from '../queries/product-queries';
import { ListAllProducts, ListStockHistory, ReconcileInventory, type HistoryFilter } from '../queries/warehouse-queries';

type Id = { productId: string };

@AdminOnly()
@BlockedAllowed()
@Controller()
export class AdminProductsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: { page: number; pageSize: number; search?: string }) {
    return this.queries.execute(new ListAllProducts(query));
  }

  @ContractRoute(routes.get)
  async get(@ValidParams(routes.get) { productId }: Id) {
    const page = await this.queries.execute(new ListAllProducts({ page: 1, pageSize: 1, productId }));
    return page.items[0];
  }

  @ContractRoute(routes.inventoryHistory)
  inventoryHistory(@ValidParams(routes.inventoryHistory) { productId }: Id, @ValidQuery(routes.inventoryHistory) query: HistoryFilter) {
    return this.queries.execute(new ListStockHistory('inventory', productId, query));
  }

  @ContractRoute(routes.reservedHistory)
  reservedHistory(@ValidParams(routes.reservedHistory) { productId }: Id, @ValidQuery(routes.reservedHistory) query: HistoryFilter) {
    return this.queries.execute(new ListStockHistory('reserved', productId, query));
  }

  @ContractRoute(routes.stock)
  stock(@ValidParams(routes.stock) { productId }: Id, @ValidQuery(routes.stock) query: { asOf?: string }) {
    return this.queries.execute(new GetStockAsOf(null, productId, query.asOf ? new Date(query.asOf) : null));
  }

  @ContractRoute(routes.stockTaking)
  stockTaking(@ValidParams(routes.stockTaking) { productId }: Id, @ValidBody(routes.stockTaking) body: { counted: number; comment: string }) {
    return this.commands.execute(new ActOnProduct(productId, { type: 'TakeStock', ...body }));
  }

  @ContractRoute(routes.verify)
  verify(@ValidParams(routes.verify) { productId }: Id, @ValidBody(routes.verify) body: { dimensions: boolean; weight: boolean }) {
    return this.commands.execute(new ActOnProduct(productId, { type: 'VerifyMeasurements', ...body }));
  }

  @ContractRoute(routes.reconcile)
  reconcile() {
    return this.queries.execute(new ReconcileInventory());
  }
}
