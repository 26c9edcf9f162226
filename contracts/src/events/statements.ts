// Statement facts: a statement whose projected balances did not equal the replay of the wallet's events.

/** statement-alarms-<userId>: one per distinct mismatch found for a month (the same numbers again add nothing). */
export type StatementEvent = {
  type: 'StatementMismatchFound';
  data: {
    userId: string;
    month: string;
    openingProjectedCents: number;
    openingLedgerCents: number;
    closingProjectedCents: number;
    closingLedgerCents: number;
    at: string;
  };
};
