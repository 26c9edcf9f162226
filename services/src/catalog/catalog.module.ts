import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FetchImageProbe } from '@ledgerhouse/infra';
import { IMAGE_PROBE } from './commands/image-probe.token';
import { ChangeProductHandler } from './commands/product-commands';
import { ActOnProductHandler } from './commands/warehouse-commands';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductsController } from './http/products.controller';
import { GetProductHandler, GetStockAsOfHandler, ListProductsHandler } from './queries/product-queries';
import { PreviewManagedStockHandler } from './queries/managed-stock-preview';
import { ListAllProductsHandler, ListStockHistoryHandler, ReconcileInventoryHandler } from './queries/warehouse-queries';

const controllers = [ProductsController, AdminProductsController];
const commandHandlers = [ChangeProductHandler, ActOnProductHandler];
const queryHandlers = [ListProductsHandler, GetProductHandler, GetStockAsOfHandler, ListAllProductsHandler, ListStockHistoryHandler, ReconcileInventoryHandler, PreviewManagedStockHandler];
const ports = [{ provide: IMAGE_PROBE, useValue: new FetchImageProbe(3000) }];

/** Catalog and inventory: products and their stock. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...ports] })
export class CatalogModule {}
