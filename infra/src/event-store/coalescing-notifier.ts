import type { SqlClient } from '../db/sql-client';

/**
 * Tells other processes that events were appended. NOTIFY inside every append transaction would serialise all
 * commits on PostgreSQL's notify queue lock, so appends only ping this, and it sends one NOTIFY per burst.
 */
export class CoalescingNotifier {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly client: SqlClient,
    private readonly channel: string,
    private readonly delayMs = 5,
  ) {}

  ping(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.client.query('select pg_notify($1, $2)', [this.channel, '']).catch(() => undefined);
    }, this.delayMs);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
