// Runs each saga as a background job (`saga:<name>`) under its lease: on whichever process (ROLE all or worker) holds
// it. SAGAS_ENABLED=false keeps this process from competing for them at all (tests that drive the sagas by hand).
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { EventStore } from '@ledgerhouse/infra';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, EVENT_STORE, READ_DB } from '../persistence/tokens';
import { BackgroundWork } from '../roles/background-work';
import type { Saga } from './saga';
import { SagaRunner } from './saga-runner';
import type { SagaTables } from './saga-tables';

export const SAGAS = Symbol('SAGAS');

@Injectable()
export class SagaRunnerService extends SagaRunner implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sagas');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_DB) db: Kysely<unknown>,
    @Inject(SAGAS) sagas: Saga[],
    private readonly work: BackgroundWork,
  ) {
    super(store, db as unknown as Kysely<SagaTables>, sagas, {
      onError: (saga, err) => this.logger.warn(`${saga}: ${(err as Error)?.message ?? String(err)}; retrying`),
      onDeadLetter: (saga, event, err) =>
        this.logger.error(`${saga}: ${event.type} ${event.streamId}@${event.version} refused with ${err.code}; left in saga_dead_letters`),
    });
  }

  onModuleInit(): void {
    if (!this.config.SAGAS_ENABLED) return;
    for (const { name } of this.sagas)
      this.work.register({ name: `saga:${name}`, start: () => this.startSaga(name), stop: () => this.stopSaga(name) });
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }
}
