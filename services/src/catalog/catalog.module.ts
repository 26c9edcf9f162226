import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ChangeProductHandler } from './commands/product-commands';
import { ProductsController } from './http/products.controller';
import { GetProductHandler, GetStockAsOfHandler, ListProductsHandler } from './queries/product-queries';

const controllers = [ProductsController];
const commandHandlers = [ChangeProductHandler];
const queryHandlers = [ListProductsHandler, GetProductHandler, GetStockAsOfHandler];

/** Catalog and inventory: products and their stock. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class CatalogModule {}
