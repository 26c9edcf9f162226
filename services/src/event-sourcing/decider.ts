import type { NewEvent } from '@ledgerhouse/infra';

/** A domain event as deciders see it: type and payload; the store adds stream, version and metadata. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  type: TType;
  data: TData;
}

/** A pure aggregate: decide(command, state) -> events; evolve(state, event) -> state. */
export interface Decider<Command, Event extends DomainEvent, State> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export type EventMetadataInput = Omit<NewEvent['metadata'], 'schemaVersion'>;
