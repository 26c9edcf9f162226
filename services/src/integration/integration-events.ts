// Stored events → public integration events, with each stream's owner read once from its first event and cached. Shared
// by the Kafka relay and the webhooks fan-out, so a topic and a webhook carry the same event with the same id.
import { Inject, Injectable } from '@nestjs/common';
import { integrationEventsOf, makesIntegrationEvents, ownerStreamOf, streamOwner, type IntegrationEvent } from '@ledgerhouse/contracts';
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../persistence/tokens';

const CACHED_OWNERS = 20_000;

@Injectable()
export class IntegrationEvents {
  private readonly owners = new Map<string, string | null>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async of(event: StoredEvent): Promise<IntegrationEvent[]> {
    const source = {
      type: event.type,
      data: event.data,
      streamId: event.streamId,
      position: event.position,
      recordedAt: event.recordedAt.toISOString(),
      correlationId: event.metadata.correlationId,
    };
    // Most internal events make no public one: the owner is looked up only for those that may.
    if (!makesIntegrationEvents(event.type)) return [];
    return integrationEventsOf(source, await this.ownerOf(event));
  }

  private async ownerOf(event: StoredEvent): Promise<string | null> {
    const named = streamOwner(event.streamId, null);
    if (named !== null) return named;
    // An inventory stream's owner is its product's: the first event of another stream.
    const ownerStream = ownerStreamOf(event.streamId);
    if (this.owners.has(ownerStream)) return this.owners.get(ownerStream) ?? null;
    const first = ownerStream === event.streamId && event.version === 1 ? event : ((await this.store.readStream(ownerStream))[0] ?? null);
    const owner = streamOwner(event.streamId, first);
    // A stream not created yet (or unknown) is not cached: its first event may still come.
    if (owner === null) return owner;
    if (this.owners.size >= CACHED_OWNERS) this.owners.delete(this.owners.keys().next().value as string);
    this.owners.set(ownerStream, owner);
    return owner;
  }
}
