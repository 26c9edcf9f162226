import { ErrorCode } from '@ledgerhouse/contracts';
import { StreamVersionConflict, type EventStore, type GlobalPosition, type KeyedQueue } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import type { Decider, DomainEvent } from './decider';
import { catchUpState } from './load-state';
import { metadataFor } from './request-context';
import type { StreamStateCache, VersionedState } from './stream-state-cache';

export interface CommandOutcome<Event, State = unknown> {
  events: Event[];
  position: GlobalPosition | null;
  version: number;
  /** The stream's state after the events (as before when there are none), so no caller reads the stream again. */
  state: State;
}

const MAX_ATTEMPTS = 5;

/**
 * Load the stream, decide, append with the expected version; on a lost race read what came since and decide again.
 * Commands on one stream are serialised in this process by the keyed queue, so conflicts only come from other processes
 * (or from appends in this process that bypass it). With a state cache, a stream used recently is decided on from
 * memory without a read: the append's expected version checks the copy, and a copy found stale (another process
 * appended) reads only the events after it. A refusal or a command that changes nothing is only answered on a state
 * just read, never on a copy alone.
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  deps: { store: EventStore; queue: KeyedQueue; states?: StreamStateCache },
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: { causationId?: string; schemaVersion?: number } = {},
): Promise<CommandOutcome<Event, State>> {
  const { store, states } = deps;
  const catchUp = (known?: VersionedState<State>) => catchUpState(store, streamId, decider, known, states);
  return deps.queue.run(streamId, async () => {
    const cached = states?.get<State>(streamId, decider);
    let known = cached ?? (await catchUp());
    let events = cached ? decideOnCopy(decider, command, known.state) : decider.decide(command, known.state);
    if (events === null) {
      known = await catchUp(known);
      events = decider.decide(command, known.state);
    }
    for (let attempt = 1; ; attempt++) {
      if (events.length === 0) return { events, position: null, version: known.version, state: known.state };
      const metadata = { ...metadataFor(options.causationId ?? null), schemaVersion: options.schemaVersion ?? 1 };
      try {
        const result = await store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata })),
          known.version,
        );
        const state = events.reduce(decider.evolve, known.state);
        states?.set(streamId, decider, { state, version: result.nextVersion });
        return { events, position: result.position, version: result.nextVersion, state };
      } catch (err) {
        if (!(err instanceof StreamVersionConflict)) throw err;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
      }
      known = await catchUp(known);
      events = decider.decide(command, known.state);
    }
  });
}

/** The events decided on a cached copy; null when the copy refused or changed nothing (the answer needs a fresh state). */
function decideOnCopy<Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  command: Command,
  state: State,
): Event[] | null {
  try {
    const events = decider.decide(command, state);
    return events.length > 0 ? events : null;
  } catch {
    return null;
  }
}
