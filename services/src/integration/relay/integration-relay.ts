// Publishes the public events to their Kafka topics from a checkpointed subscription of the event store. Per batch: the
// events' public events, grouped by topic in store order, each topic's messages published (and acknowledged) before
// the checkpoint moves past them. A failure (broker down, an ack lost) retries the same batch with the subscription's
// back-off, never skipping: at-least-once, and a message sent twice has the same ce_id, so consumers drop the copy.
// Translation is pure, so a replay from 0 republishes identical messages.
import type { IntegrationEvent } from '@ledgerhouse/contracts';
import type { EventStore, GlobalPosition, MessageBroker, OutgoingMessage, StoredEvent, Subscription } from '@ledgerhouse/infra';
import { publicEventMessage } from './public-event-message';
import { ensureCheckpoint } from '@ledgerhouse/projections';
import { advanceRelayCheckpoint, type RelayDb } from './relay-checkpoint';

export interface IntegrationRelayOptions {
  /** The checkpoint's name (and the background job's). */
  name: string;
  /** KAFKA_CLIENT_ID: the CloudEvents source. */
  clientId: string;
  batchSize?: number;
  /** A failure that will be retried (the same batch, after a back-off). */
  onError?: (err: unknown) => void;
}

export interface PublicEventsOf {
  of(event: StoredEvent): Promise<IntegrationEvent[]>;
}

export class IntegrationRelay {
  private subscription: Subscription | null = null;
  private position: GlobalPosition | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly db: RelayDb,
    private readonly broker: MessageBroker,
    private readonly events: PublicEventsOf,
    private readonly options: IntegrationRelayOptions,
  ) {}

  get running(): boolean {
    return this.subscription !== null;
  }

  /** The last event whose public events are acknowledged (null before the first). */
  get checkpoint(): GlobalPosition | null {
    return this.position;
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    this.position = await ensureCheckpoint(this.db, 'relay', this.options.name);
    this.subscription = this.store.subscribe(this.position, (batch) => this.relay(batch), {
      batchSize: this.options.batchSize ?? 200,
      onError: (err) => this.options.onError?.(err),
    });
  }

  /** Stops after the batch under way (published and checkpointed, or left for the next start). */
  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = null;
    await subscription?.stop();
  }

  private async relay(batch: readonly StoredEvent[]): Promise<void> {
    const byTopic = new Map<string, OutgoingMessage[]>();
    for (const event of batch) {
      for (const publicEvent of await this.events.of(event)) {
        const messages = byTopic.get(publicEvent.topic) ?? [];
        messages.push(publicEventMessage(publicEvent, this.options.clientId));
        byTopic.set(publicEvent.topic, messages);
      }
    }
    // One entity's events share a key and so a topic: their order within the topic is the store's.
    for (const [topic, messages] of byTopic) await this.broker.publish(topic, messages);
    const to = batch[batch.length - 1]!.position;
    await advanceRelayCheckpoint(this.db, this.options.name, to);
    this.position = to;
  }
}
