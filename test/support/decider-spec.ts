// Given events / when a command / then events or an error: the one way a decider is tested (emmett's DeciderSpecification).
//
//   const { given } = deciderSpec(walletDecider);
//   given(toppedUp(1000)).when(spend(400)).then([spent(400, 600)]);
//   given(toppedUp(100)).when(spend(400)).thenThrows('INSUFFICIENT_FUNDS', { params: { balanceCents: 100 } });
//   given(created).when(deactivate).then([deactivated]).when(deactivate).thenNothing();
import type { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../services/src/errors/domain-error';
import type { Decider, DomainEvent } from '../../services/src/event-sourcing/decider';

export interface Given<Command, Event, State> {
  /** The history folded by the decider's own evolve, for the few rules that read state (e.g. `dueAt(state, now)`). */
  readonly state: State;
  when(command: Command): When<Command, Event, State>;
}

export interface When<Command, Event, State> {
  /** Exactly these events; returns the history with them appended, so a test may go on (`.when(again).thenNothing()`). */
  then(expected: Event[]): Given<Command, Event, State>;
  /** No events: a repeated or redundant command is done already. */
  thenNothing(): Given<Command, Event, State>;
  /** A DomainError with this code; `more` is matched partially (`params`, `details`, `status`). */
  thenThrows(code: ErrorCode, more?: { params?: Record<string, unknown>; details?: unknown; status?: number }): void;
  /** The decided events, for a partial assertion (`toMatchObject`) where the whole event is beside the point. */
  readonly events: Event[];
}

export function deciderSpec<Command, Event extends DomainEvent, State>(decider: Decider<Command, Event, State>) {
  const given = (...history: Event[]): Given<Command, Event, State> => ({
    get state() {
      return history.reduce(decider.evolve, decider.initialState);
    },
    when: (command) => {
      const decide = () => decider.decide(command, history.reduce(decider.evolve, decider.initialState));
      return {
        then(expected) {
          expect(decide()).toEqual(expected);
          return given(...history, ...expected);
        },
        thenNothing() {
          expect(decide()).toEqual([]);
          return given(...history);
        },
        thenThrows(code, more = {}) {
          let thrown: unknown;
          try {
            const events = decide();
            throw new Error(`expected ${code}, but the decider answered ${JSON.stringify(events)}`);
          } catch (err) {
            thrown = err;
          }
          expect(thrown).toBeInstanceOf(DomainError);
          expect(thrown).toMatchObject({ code, ...more });
        },
        get events() {
          return decide();
        },
      };
    },
  });
  return { given };
}
