import type { SqlClient } from '../db/sql-client';

/**
 * Tells other processes that events were appended. NOTIFY inside every append transaction would serialise all
 * commits on PostgreSQL's notify queue lock, so appends only ping this: the first ping of a quiet period notifies
 * at once, and a busy period sends at most one NOTIFY per window.
 */
export class CoalescingNotifier {
  private timer: NodeJS.Timeout | null = null;
  private lastSent = 0;
  private closed = false;

  constructor(
    private readonly client: SqlClient,
    private readonly channel: string,
    private readonly windowMs = 25,
  ) {}

  ping(): void {
    if (this.timer || this.closed) return;
    const wait = Math.max(0, this.lastSent + this.windowMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastSent = Date.now();
      this.client.query('select pg_notify($1, $2)', [this.channel, ''], { name: 'lh_notify' }).catch(() => undefined);
    }, wait);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
