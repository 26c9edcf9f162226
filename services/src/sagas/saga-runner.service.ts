// Starts the sagas with the app (unless SAGAS_ENABLED=false: another worker runs them) and stops them with it.
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { EventStore } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, EVENT_STORE, READ_DB } from '../persistence/tokens';
import type { Saga } from './saga';
import { SagaRunner } from './saga-runner';
import type { SagaTables } from './saga-tables';

export const SAGAS = Symbol('SAGAS');

@Injectable()
export class SagaRunnerService extends SagaRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Sagas');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_DB) db: Kysely<unknown>,
    @Inject(SAGAS) sagas: Saga[],
  ) {
    super(store, db as unknown as Kysely<SagaTables>, sagas, {
      onError: (saga, err) => this.logger.warn(`${saga}: ${(err as Error)?.message ?? String(err)}; retrying`),
      onDeadLetter: (saga, event, err) =>
        this.logger.error(`${saga}: ${event.type} ${event.streamId}@${event.version} refused with ${err.code}; left in saga_dead_letters`),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SAGAS_ENABLED) await this.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
