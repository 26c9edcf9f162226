// For e2e files that hand the app a MemoryBroker: waiting until both Kafka jobs have started.
import { ORDER_COMMANDS_TOPIC } from '@ledgerhouse/contracts';
import type { MemoryBroker } from '../../infra/src';
import { KafkaRelayService } from '../../services/src/integration/relay/kafka-relay.service';
import { BackgroundWork } from '../../services/src/roles/background-work';
import { eventually } from './billing';
import type { TestApp } from './test-app';

/** The relay runs and the order-commands consumer has subscribed (needs KAFKA_ORDER_COMMAND_SELLERS on the app). */
export async function kafkaJobsStarted(app: TestApp, broker: MemoryBroker): Promise<void> {
  await eventually(async () => {
    expect(app.running.app.get(BackgroundWork).held()).toEqual(expect.arrayContaining(['kafka-relay', 'kafka-order-commands']));
    expect(app.running.app.get(KafkaRelayService).relay!.running).toBe(true);
    expect(broker.topicNames()).toContain(ORDER_COMMANDS_TOPIC);
  }, 20_000);
}
