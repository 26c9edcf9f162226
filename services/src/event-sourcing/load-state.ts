// The one place a stream's stored events are folded into a decider's state.
import type { EventStore } from '@ledgerhouse/infra';
import type { Decider, DomainEvent } from './decider';

type Evolver<Event extends DomainEvent, State> = Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>;

/** Fold stored events (type + data, as the store returns them) into state. */
export function foldEvents<Event extends DomainEvent, State>(
  decider: Evolver<Event, State>,
  events: readonly { type: string; data: unknown }[],
): State {
  // Stored events are trusted to match the decider's union: the stream id picks the aggregate.
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as never), decider.initialState);
}

/** Read a stream and fold it into the decider's state. */
export async function loadState<Event extends DomainEvent, State>(
  store: Pick<EventStore, 'readStream'>,
  streamId: string,
  decider: Evolver<Event, State>,
): Promise<State> {
  return foldEvents(decider, await store.readStream(streamId));
}
