// Limits per account, counted whatever address the attempts come from (the per-address limit is the rate-limit guard's).
import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../domain/email-claim';
import { AttemptBackoff } from './attempt-backoff';

const MINUTE = 60_000;

@Injectable()
export class GuessingLimits {
  /** 5 password tries per email, then 30 s, 1 min, 2 min … up to 15 min between tries; a success starts afresh. */
  readonly logins = new AttemptBackoff({
    free: 5,
    baseLockMs: 30_000,
    maxLockMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    maxKeys: 100_000,
  });
  /** 3 reset mails per email, then 1 min, 2 min … up to 1 h between them. */
  readonly resetRequests = new AttemptBackoff({
    free: 3,
    baseLockMs: MINUTE,
    maxLockMs: 60 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    maxKeys: 100_000,
  });

  static key(email: string): string {
    return normalizeEmail(email);
  }
}
