// Loads a seller's subscription state from its stream (commands decide on the event store, never on read models).
import type { EventStore } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { subscriptionDecider, subscriptionStream, type SubscriptionState } from '../domain/subscription';

export function loadSubscription(store: EventStore, userId: string): Promise<SubscriptionState> {
  return loadState(store, subscriptionStream(userId), subscriptionDecider);
}
