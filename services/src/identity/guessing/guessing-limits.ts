// Limits per account, counted whatever address the attempts come from (the per-address limit is the rate-limit guard's),
// and whatever process they reach: the counts live in the shared database.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { normalizeEmail } from '../domain/email-claim';
import { AttemptBackoff } from './attempt-backoff';
import type { AttemptBackoffTables } from './attempt-backoff.table';

const MINUTE = 60_000;

@Injectable()
export class GuessingLimits {
  /** 5 password tries per email, then 30 s, 1 min, 2 min … up to 15 min between tries; a success starts afresh. */
  readonly logins: AttemptBackoff;
  /** 3 reset mails per email, then 1 min, 2 min … up to 1 h between them. */
  readonly resetRequests: AttemptBackoff;
  /** 3 confirmation mails per email (the registration's own not counted), then 1 min, 2 min … up to 1 h between them. */
  readonly confirmationRequests: AttemptBackoff;

  constructor(@Inject(READ_DB) db: Kysely<ReadModelDatabase>) {
    // The same database, typed for the backoff table (which no projector owns).
    const backoffDb = db as unknown as Kysely<AttemptBackoffTables>;
    this.logins = new AttemptBackoff(backoffDb, 'login', {
      free: 5,
      baseLockMs: 30_000,
      maxLockMs: 15 * MINUTE,
      forgetAfterMs: 60 * MINUTE,
      sweepEveryMs: MINUTE,
    });
    this.resetRequests = new AttemptBackoff(backoffDb, 'password_reset', {
      free: 3,
      baseLockMs: MINUTE,
      maxLockMs: 60 * MINUTE,
      forgetAfterMs: 60 * MINUTE,
      sweepEveryMs: MINUTE,
    });
    this.confirmationRequests = new AttemptBackoff(backoffDb, 'confirmation_mail', {
      free: 3,
      baseLockMs: MINUTE,
      maxLockMs: 60 * MINUTE,
      forgetAfterMs: 60 * MINUTE,
      sweepEveryMs: MINUTE,
    });
  }

  /** The normalized email's SHA-256: the shared table counts attempts without holding anyone's address. */
  static key(email: string): string {
    return createHash('sha256').update(normalizeEmail(email)).digest('hex');
  }
}
