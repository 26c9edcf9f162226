import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeProductHandler } from './commands/product-commands';
import { ActOnProductHandler } from './commands/warehouse-commands';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductsController } from './http/products.controller';
import { GetProductHandler, GetStockAsOfHandler, ListProductsHandler } from './queries/product-queries';
import { ListAllProductsHandler, ListStockHistoryHandler, ReconcileInventoryHandler } from './queries/warehouse-queries';

const controllers = [ProductsController, AdminProductsController];
const commandHandlers = [ChangeProductHandler, ActOnProductHandler];
const queryHandlers = [ListProductsHandler, GetProductHandler, GetStockAsOfHandler, ListAllProductsHandler, ListStockHistoryHandler, ReconcileInventoryHandler];

/** Catalog and inventory: products and their stock. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class CatalogModule {}
