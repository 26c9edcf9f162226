// Given events / when a command, over any decider, for the deciders' unit tests.
import { DomainError } from '../errors/domain-error';
import type { Decider, DomainEvent } from './decider';

export function givenWhen<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  const given = (...events: Event[]): State => events.reduce(decider.evolve, decider.initialState);
  const when = (events: Event[], command: Command): Event[] => decider.decide(command, given(...events));
  return { given, when };
}

/** The code of the DomainError `fn` throws, or 'no error'. */
export function errorCodeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    return (err as DomainError).code;
  }
  return 'no error';
}
