import { Module } from '@nestjs/common';
import { ProductHoldersReader } from './services/product-holders';
import { CqrsModule } from '@nestjs/cqrs';
import { FetchImageProbe, type GuardedFetch } from '@ledgerhouse/infra';
import { OUTBOUND_FETCH, outboundFetchProvider } from '../outbound/outbound-fetch.provider';
import { IMAGE_PROBE } from './commands/image-probe.token';
import { CreateProductHandler } from './commands/create-product';
import { DeleteProductHandler } from './commands/delete-product';
import { FulfilReservationHandler } from './commands/fulfil-reservation';
import { ReceiveDeliveryHandler } from './commands/receive-delivery';
import { ReleaseReservationHandler } from './commands/release-reservation';
import { ReserveStockHandler } from './commands/reserve-stock';
import { ReviseExpectedDeliveryHandler } from './commands/revise-expected-delivery';
import { SetListingsHandler } from './commands/set-listings';
import { SetManagedStockHandler } from './commands/set-managed-stock';
import { SetProductDefaultsHandler } from './commands/set-product-defaults';
import { TakeStockHandler } from './commands/take-stock';
import { UpdateProductHandler } from './commands/update-product';
import { VerifyMeasurementsHandler } from './commands/verify-measurements';
import { AdminProductsController } from './http/admin-products.controller';
import { ProductDefaultsController } from './http/product-defaults.controller';
import { ProductsController } from './http/products.controller';
import { GetProductHandler, GetStockAsOfHandler, ListProductsHandler } from './queries/product-queries';
import { GetProductDefaultsHandler } from './queries/get-product-defaults';
import { PlanReservationHandler } from './queries/plan-reservation';
import { FindOwnProductsBySkuHandler } from './queries/find-own-products-by-sku';
import { GetFreeStockHandler } from './queries/get-free-stock';
import { GetProductListingsHandler } from './queries/get-product-listings';
import { PreviewManagedStockHandler } from './queries/managed-stock-preview';
import { ListAllProductsHandler, ListStockHistoryHandler, ReconcileInventoryHandler } from './queries/warehouse-queries';

const controllers = [ProductsController, AdminProductsController, ProductDefaultsController];
const commandHandlers = [
  CreateProductHandler,
  UpdateProductHandler,
  DeleteProductHandler,
  SetListingsHandler,
  SetManagedStockHandler,
  TakeStockHandler,
  VerifyMeasurementsHandler,
  SetProductDefaultsHandler,
  ReviseExpectedDeliveryHandler,
  ReceiveDeliveryHandler,
  ReserveStockHandler,
  ReleaseReservationHandler,
  FulfilReservationHandler,
];
const queryHandlers = [
  ListProductsHandler,
  GetProductHandler,
  GetStockAsOfHandler,
  ListAllProductsHandler,
  ListStockHistoryHandler,
  ReconcileInventoryHandler,
  PreviewManagedStockHandler,
  GetProductDefaultsHandler,
  FindOwnProductsBySkuHandler,
  PlanReservationHandler,
  GetFreeStockHandler,
  GetProductListingsHandler,
];
const services = [ProductHoldersReader];
const ports = [
  outboundFetchProvider,
  { provide: IMAGE_PROBE, inject: [OUTBOUND_FETCH], useFactory: (outbound: GuardedFetch) => new FetchImageProbe(outbound, 3000) },
];

/** Catalog and inventory: products and their stock. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...services, ...ports] })
export class CatalogModule {}
