// Loads a seller's subscription state from its stream (commands decide on the event store, never on read models).
import type { SubscriptionEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { subscriptionDecider, subscriptionStream, type SubscriptionState } from '../domain/subscription';

export async function loadSubscription(store: EventStore, userId: string): Promise<SubscriptionState> {
  const events = await store.readStream(subscriptionStream(userId));
  return events.reduce((s, e) => subscriptionDecider.evolve(s, { type: e.type, data: e.data } as SubscriptionEvent), subscriptionDecider.initialState);
}
