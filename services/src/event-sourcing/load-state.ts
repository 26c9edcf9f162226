// The one place a stream's stored events are folded into a decider's state.
import type { EventStore } from '@ledgerhouse/infra';
import type { Decider, DomainEvent } from './decider';
import type { StreamStateCache, VersionedState } from './stream-state-cache';

type Evolver<Event extends DomainEvent, State> = Pick<Decider<unknown, Event, State>, 'initialState' | 'evolve'>;

/** Fold stored events (type + data, as the store returns them) into state. */
export function foldEvents<Event extends DomainEvent, State>(
  decider: Evolver<Event, State>,
  events: readonly { type: string; data: unknown }[],
  from: State = decider.initialState,
): State {
  // Stored events are trusted to match the decider's union: the stream id picks the aggregate.
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as never), from);
}

/** Read a stream and fold it into the decider's state. */
export async function loadState<Event extends DomainEvent, State>(
  store: Pick<EventStore, 'readStream'>,
  streamId: string,
  decider: Evolver<Event, State>,
): Promise<State> {
  return foldEvents(decider, await store.readStream(streamId));
}

/**
 * The stream's state now, with its version: only the events after `known` are read (all of them without it). With a
 * cache, the answer is kept for the next command.
 */
export async function catchUpState<Event extends DomainEvent, State>(
  store: Pick<EventStore, 'readStream'>,
  streamId: string,
  decider: Evolver<Event, State>,
  known: VersionedState<State> | undefined,
  states?: StreamStateCache,
): Promise<VersionedState<State>> {
  const newer = await store.readStream(streamId, known ? { afterVersion: known.version } : {});
  const caughtUp =
    newer.length === 0 && known
      ? known
      : { state: foldEvents(decider, newer, known?.state), version: newer.at(-1)?.version ?? known?.version ?? 0 };
  states?.set(streamId, decider, caughtUp);
  return caughtUp;
}
