// Per-key attempt counting with exponential lockout, e.g. failed logins per email whatever address they come from.
// State lives in the shared database (table attempt_backoff), so every process counts against the same rows and a
// restart forgets nothing. Counting and the lock check are one upsert: the row lock serializes racing attempts.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { RateLimited } from '../../errors/rate-limited';
import type { AttemptBackoffTables, BackoffKind } from './attempt-backoff.table';

export interface BackoffPolicy {
  /** Attempts allowed before the first lockout. */
  free: number;
  /** The first lockout; each further attempt after one doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
  /** Quiet time after which a key starts afresh. */
  forgetAfterMs: number;
  /**
   * At most this often, an attempt through this process first deletes the kind's keys quiet for `forgetAfterMs`
   * (an attacker spraying new keys cannot grow the table without bound).
   */
  sweepEveryMs: number;
}

export class AttemptBackoff {
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Kysely<AttemptBackoffTables>,
    private readonly kind: BackoffKind,
    private readonly policy: BackoffPolicy,
  ) {}

  /**
   * Counts an attempt before it is tried (so parallel guesses cannot all slip in before the first failure is known)
   * or throws RateLimited while the key is locked out. A success calls `succeeded` to start afresh.
   */
  async attempt(key: string, now: Date): Promise<void> {
    await this.sweepWhenDue(now);
    const forgotten = sql<Date>`${now}::timestamptz - ${this.policy.forgetAfterMs}::float8 * interval '1 millisecond'`;
    const known = sql<boolean>`b.last_at > ${forgotten}`;
    const attempts = sql<number>`case when ${known} then b.attempts + 1 else 1 end`;
    // A locked key's row is left as it is and nothing comes back: a refused attempt neither counts nor extends the lock.
    const counted = await sql<{ attempts: number }>`
      insert into attempt_backoff as b (kind, key, attempts, last_at, locked_until)
      values (${this.kind}, ${key}, 1, ${now}::timestamptz, ${this.lockedUntil(sql<number>`1`, now)})
      on conflict (kind, key) do update
        set attempts = ${attempts}, last_at = ${now}::timestamptz, locked_until = ${this.lockedUntil(attempts, now)}
        where not (${known} and coalesce(b.locked_until > ${now}::timestamptz, false))
      returning attempts`.execute(this.db);
    if (counted.rows.length > 0) return;
    throw new RateLimited(await this.secondsLocked(key, now));
  }

  /** Attempts counted for the key and not yet forgiven by a success or by quiet time (failures, for logins). */
  async failuresSoFar(key: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('attempt_backoff')
      .select(['attempts', 'last_at'])
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .executeTakeFirst();
    return row && now.getTime() - row.last_at.getTime() < this.policy.forgetAfterMs ? row.attempts : 0;
  }

  async succeeded(key: string): Promise<void> {
    await this.db.deleteFrom('attempt_backoff').where('kind', '=', this.kind).where('key', '=', key).execute();
  }

  /** Null below the free attempts; then the base lock doubled per attempt over, up to the cap. */
  private lockedUntil(attempts: RawBuilder<number>, now: Date): RawBuilder<Date | null> {
    const { free, baseLockMs, maxLockMs } = this.policy;
    const lockMs = sql`least(${maxLockMs}::float8, ${baseLockMs}::float8 * power(2::float8, least(${attempts} - ${free}::int, 30)))`;
    return sql`case when ${attempts} >= ${free}::int then ${now}::timestamptz + ${lockMs} * interval '1 millisecond' end`;
  }

  /** Read after the refusal: a lock lifted in between (a success elsewhere) still answers the shortest wait. */
  private async secondsLocked(key: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('attempt_backoff')
      .select('locked_until')
      .where('kind', '=', this.kind)
      .where('key', '=', key)
      .executeTakeFirst();
    const lockedMs = row?.locked_until ? row.locked_until.getTime() - now.getTime() : 0;
    return Math.max(1, Math.ceil(lockedMs / 1000));
  }

  private async sweepWhenDue(now: Date): Promise<void> {
    const at = now.getTime();
    if (at - this.sweptAt < this.policy.sweepEveryMs) return;
    this.sweptAt = at;
    await this.db
      .deleteFrom('attempt_backoff')
      .where('kind', '=', this.kind)
      .where('last_at', '<=', new Date(at - this.policy.forgetAfterMs))
      .execute();
  }
}
