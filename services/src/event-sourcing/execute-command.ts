import { ErrorCode } from '@ledgerhouse/contracts';
import { StreamVersionConflict, type EventStore, type GlobalPosition, type KeyedQueue } from '@ledgerhouse/infra';
import { DomainError } from '../errors/domain-error';
import type { Decider, DomainEvent } from './decider';
import { foldEvents } from './load-state';
import { metadataFor } from './request-context';

export interface CommandOutcome<Event, State = unknown> {
  events: Event[];
  position: GlobalPosition | null;
  version: number;
  /** The stream's state after the events (as before when there are none), so no caller reads the stream again. */
  state: State;
}

const MAX_ATTEMPTS = 5;

/**
 * Load the stream, decide, append with the expected version; on a lost race reload and decide again.
 * Commands on one stream are serialised in this process by the keyed queue, so conflicts only come from other processes.
 */
export async function executeCommand<Command, Event extends DomainEvent, State>(
  deps: { store: EventStore; queue: KeyedQueue },
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  options: { causationId?: string; schemaVersion?: number } = {},
): Promise<CommandOutcome<Event, State>> {
  return deps.queue.run(streamId, async () => {
    for (let attempt = 1; ; attempt++) {
      const history = await deps.store.readStream(streamId);
      const state = foldEvents(decider, history);
      const events = decider.decide(command, state);
      if (events.length === 0) return { events, position: null, version: history.length, state };
      const metadata = { ...metadataFor(options.causationId ?? null), schemaVersion: options.schemaVersion ?? 1 };
      try {
        const result = await deps.store.append(
          streamId,
          events.map((e) => ({ type: e.type, data: e.data, metadata })),
          history.length,
        );
        return { events, position: result.position, version: result.nextVersion, state: events.reduce(decider.evolve, state) };
      } catch (err) {
        if (!(err instanceof StreamVersionConflict)) throw err;
        if (attempt >= MAX_ATTEMPTS) throw new DomainError(ErrorCode.CONCURRENCY_CONFLICT);
      }
    }
  });
}
