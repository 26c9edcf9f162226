import { Module, RequestMethod, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { ThrottlerModule } from '@nestjs/throttler';
import { LoggerModule } from 'nestjs-pino';
import type { IncomingMessage } from 'node:http';
import { BillingModule } from './billing/billing.module';
import { CatalogModule } from './catalog/catalog.module';
import { ChannelsModule } from './channels/channels.module';
import { HealthModule } from './health/health.module';
import { AuthGuard } from './identity/http/auth.guard';
import { IdentityModule } from './identity/identity.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { IdempotencyInterceptor } from './http/idempotency.interceptor';
import { MinPositionInterceptor } from './http/min-position.interceptor';
import { RateLimitGuard } from './http/rate-limit.guard';
import { PersistenceModule, type PersistenceModuleOptions } from './persistence/persistence.module';

/** The bounded contexts the app serves; a new context adds its module here. */
const contexts = [HealthModule, IdentityModule, CatalogModule, ChannelsModule, BillingModule];

@Module({})
export class AppModule {
  static forRoot(options: PersistenceModuleOptions & { prettyLogs?: boolean }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: options.config.LOG_LEVEL,
            genReqId: (req: IncomingMessage) => (req as IncomingMessage & { id?: string }).id ?? 'unknown',
            customProps: (req: IncomingMessage) => ({ correlationId: (req as IncomingMessage & { id?: string }).id }),
            autoLogging: { ignore: (req: IncomingMessage) => !req.url?.startsWith('/api') },
            ...(options.prettyLogs ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
          },
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
