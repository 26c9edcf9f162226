import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { BillingModule } from './billing/billing.module';
import { StatementsModule } from './statements/statements.module';
import { FloorMetricsModule } from './floor-metrics/floor-metrics.module';
import { CatalogModule } from './catalog/catalog.module';
import { ChannelsModule } from './channels/channels.module';
import { ChannelImportModule } from './channels/sync/import.module';
import { StockSyncModule } from './channels/sync/stock.module';
import { FilesModule } from './files/files.module';
import { ForwardingModule } from './forwarding/forwarding.module';
import { HealthModule } from './health/health.module';
import { AuthGuard } from './identity/http/auth.guard';
import { IdentityModule } from './identity/identity.module';
import { InboundModule } from './inbound/inbound.module';
import { InsightsModule } from './insights/insights.module';
import { InboundUploadModule } from './inbound/upload/inbound-upload.module';
import { LocationsModule } from './locations/locations.module';
import { ReturnsModule } from './returns/returns.module';
import { OrdersModule } from './orders/orders.module';
import { OrderViewsModule } from './orders/order-views.module';
import { ManifestsModule } from './manifests/manifests.module';
import { ShippingModule } from './shipping/shipping.module';
import { PickingModule } from './orders/picking/picking.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { IdempotencyInterceptor } from './http/idempotency.interceptor';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { RateLimitGuard } from './http/rate-limit.guard';
import { requestLogging } from './http/request-logging';
import { PersistenceModule, type PersistenceModuleOptions } from './persistence/persistence.module';
import { RuntimeConfigModule } from './runtime-config/runtime-config.module';
import { SagasModule } from './sagas/sagas.module';
import { SupportHoursModule } from './support/hours/support-hours.module';
import { SupportLiveModule } from './support/live/support-live.module';
import { SupportSagasModule } from './support/sagas/support-sagas.module';
import { SupportModule } from './support/support.module';
import { SupportViewsModule } from './support/support-views.module';
import { TelemetryModule } from './telemetry/telemetry.module';
import { IntegrationModule } from './integration/integration.module';
import { OrderCommandsModule } from './integration/order-commands/order-commands.module';
import { RolesModule } from './roles/roles.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** The bounded contexts the app serves; a new context adds its module here. */
const contexts = [
  RolesModule,
  HealthModule,
  RuntimeConfigModule,
  IdentityModule,
  CatalogModule,
  // Before inbound's module: its fixed paths (lines-template) must not be taken for a shipment id.
  InboundUploadModule,
  FilesModule,
  ChannelsModule,
  ChannelImportModule,
  StockSyncModule,
  BillingModule,
  StatementsModule,
  FloorMetricsModule,
  ForwardingModule,
  InboundModule,
  LocationsModule,
  ReturnsModule,
  ManifestsModule,
  ShippingModule,
  PickingModule,
  SagasModule,
  SupportHoursModule,
  SupportViewsModule,
  SupportModule,
  SupportLiveModule,
  SupportSagasModule,
  IntegrationModule,
  OrderCommandsModule,
  WebhooksModule,
  InsightsModule,
  OrdersModule,
  // Last: the orders write module's fixed paths (/orders/auto-fulfillment) must not be taken for an order id.
  OrderViewsModule,
];

@Module({})
export class AppModule {
  static forRoot(options: PersistenceModuleOptions & { prettyLogs?: boolean; logDestination?: DestinationStream }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: requestLogging(options.config, { prettyLogs: options.prettyLogs, destination: options.logDestination }),
        }),
        DiscoveryModule,
        ThrottlerModule.forRoot({
          throttlers: [
            { name: 'default', ttl: 60_000, limit: options.config.RATE_LIMIT_PER_MINUTE },
            { name: 'auth', ttl: 60_000, limit: options.config.AUTH_RATE_LIMIT_PER_MINUTE },
          ],
        }),
        CqrsModule.forRoot(),
        PersistenceModule.forRoot(options),
        TelemetryModule,
        ...contexts,
      ],
      providers: [
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_INTERCEPTOR, useClass: MinPositionInterceptor },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
