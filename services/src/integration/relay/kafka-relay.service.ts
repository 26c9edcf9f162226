// The Kafka relay as the background job `kafka-relay` (under its lease, on ROLE all or worker); registered only when
// the process has a message broker. The job creates every integration topic it may publish to before it starts.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { INTEGRATION_TOPICS } from '@ledgerhouse/contracts';
import type { Kysely } from 'kysely';
import type { EventStore, MessageBroker } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { BackgroundWork } from '../../roles/background-work';
import { IntegrationEvents } from '../integration-events';
import { ensureJobTopics } from '../job-topics';
import { MESSAGE_BROKER } from '../message-broker.provider';
import { IntegrationRelay } from './integration-relay';
import type { RelayDb } from './relay-checkpoint';

export const KAFKA_RELAY_JOB = 'kafka-relay';

@Injectable()
export class KafkaRelayService implements OnModuleInit {
  private readonly logger = new Logger('KafkaRelay');
  /** null when there is no broker: the relay is off. */
  readonly relay: IntegrationRelay | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) store: EventStore,
    @Inject(READ_DB) db: Kysely<unknown>,
    @Inject(MESSAGE_BROKER) private readonly broker: MessageBroker | null,
    events: IntegrationEvents,
    private readonly work: BackgroundWork,
  ) {
    this.relay =
      broker &&
      new IntegrationRelay(store, db as unknown as RelayDb, broker, events, {
        name: KAFKA_RELAY_JOB,
        clientId: config.KAFKA_CLIENT_ID,
        onError: (err) => this.logger.warn(`${(err as Error)?.message ?? String(err)}; retrying the same events`),
      });
  }

  onModuleInit(): void {
    const { relay, broker } = this;
    if (!relay || !broker) return;
    const topics = Object.values(INTEGRATION_TOPICS);
    this.work.register({
      name: KAFKA_RELAY_JOB,
      start: async () => {
        await ensureJobTopics(broker, topics, this.config, this.logger);
        await relay.start();
      },
      stop: () => relay.stop(),
    });
  }
}
