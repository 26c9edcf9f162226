import { Global, Module, type DynamicModule } from '@nestjs/common';
import { KeyedQueue, systemClock, type Clock, type MessageBroker } from '@ledgerhouse/infra';
import type { ProjectionRunner } from '@ledgerhouse/projections';
import type { AppConfig } from '../config/config.schema';
import { StreamStateCache } from '../event-sourcing/stream-state-cache';
import { mailPortFor } from './mail-port-for';
import type { Persistence } from './open-persistence';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, EVENT_STORE, GIVEN_BROKER, MAIL_PORT, PROJECTION_RUNNER, READ_DB, SQL_CLIENT } from './tokens';

export interface PersistenceModuleOptions {
  config: AppConfig;
  persistence: Persistence;
  runner: ProjectionRunner;
  clock?: Clock;
  /** A broker to use instead of the one KAFKA_BROKERS names (tests: the in-memory broker). */
  broker?: MessageBroker;
}

/** Hands the already-open database, event store and projection runner to every context. */
@Global()
@Module({})
export class PersistenceModule {
  static forRoot({ config, persistence, runner, clock, broker }: PersistenceModuleOptions): DynamicModule {
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: SQL_CLIENT, useValue: persistence.sql },
      { provide: READ_DB, useValue: persistence.db },
      { provide: EVENT_STORE, useValue: persistence.store },
      { provide: COMMAND_DEPS, useValue: { store: persistence.store, queue: new KeyedQueue(), states: new StreamStateCache() } },
      { provide: PROJECTION_RUNNER, useValue: runner },
      { provide: CLOCK, useValue: clock ?? systemClock },
      { provide: MAIL_PORT, useValue: mailPortFor(config, persistence.sql) },
      { provide: GIVEN_BROKER, useValue: broker ?? null },
    ];
    return { module: PersistenceModule, providers, exports: providers.map((p) => p.provide) };
  }
}
