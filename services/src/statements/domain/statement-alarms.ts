// statement-alarms-<userId>: a mismatch between a statement and the ledger replay, recorded once per month and numbers.
import type { StatementEvent } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';

export type Mismatch = Omit<StatementEvent['data'], 'at'>;
export interface RecordMismatch {
  type: 'RecordMismatch';
  mismatch: Mismatch;
  at: Date;
}
/** The mismatches already recorded, as keys. */
export type AlarmsState = ReadonlySet<string>;

export const statementAlarmsStream = (userId: string) => `statement-alarms-${userId}`;

const keyOf = (m: Mismatch) =>
  [m.month, m.openingProjectedCents, m.openingLedgerCents, m.closingProjectedCents, m.closingLedgerCents].join(':');

export const statementAlarmsDecider: Decider<RecordMismatch, StatementEvent, AlarmsState> = {
  initialState: new Set(),
  evolve: (state, event) => new Set([...state, keyOf(event.data)]),
  decide: ({ mismatch, at }, state) =>
    state.has(keyOf(mismatch)) ? [] : [{ type: 'StatementMismatchFound', data: { ...mismatch, at: at.toISOString() } }],
};
