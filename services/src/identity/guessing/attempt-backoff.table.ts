// The guessing backoff's table (migration 20261125_0050_attempt_backoff), typed for kysely.
import type { ColumnType } from 'kysely';

export type BackoffKind = 'login' | 'password_reset' | 'confirmation_mail';

export interface AttemptBackoffTables {
  /** One row per kind and key with attempts not yet forgiven by a success or by quiet time. */
  attempt_backoff: {
    kind: BackoffKind;
    /** The SHA-256 (hex) of a normalized email (GuessingLimits.key). */
    key: string;
    attempts: number;
    last_at: ColumnType<Date, Date, Date>;
    locked_until: ColumnType<Date | null, Date | null, Date | null>;
  };
}
