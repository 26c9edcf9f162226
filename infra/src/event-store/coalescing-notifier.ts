import type { SqlClient } from '../db/sql-client';
import { comparePositions, isPositionToken, type GlobalPosition } from './position';

/**
 * Tells other processes that events were appended. NOTIFY inside every append transaction would serialise all
 * commits on PostgreSQL's notify queue lock, so appends only ping this: the first ping of a quiet period notifies
 * at once, and a busy period sends at most one NOTIFY per window. The payload is the newest position appended: a
 * listener whose read does not show it yet (held back behind an older transaction) knows to read again soon; and who
 * sent it (`origin:position`).
 */
export class CoalescingNotifier {
  private timer: NodeJS.Timeout | null = null;
  private lastSent = 0;
  private closed = false;

  constructor(
    private readonly client: SqlClient,
    private readonly channel: string,
    /** Names this process in every payload, so its own LISTEN can ignore what it sent (its pump read already). */
    private readonly origin: string,
    private readonly windowMs = 25,
  ) {}

  /** The newest position in a payload another process sent; null for one this process sent, or none. */
  static announced(payload: string, origin: string): GlobalPosition | null {
    const [from, position] = payload.split(':');
    return from !== origin && position !== undefined && isPositionToken(position) ? position : null;
  }

  private newest: GlobalPosition | null = null;

  ping(position: GlobalPosition): void {
    if (comparePositions(position, this.newest) > 0) this.newest = position;
    if (this.timer || this.closed) return;
    const wait = Math.max(0, this.lastSent + this.windowMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.lastSent = Date.now();
      this.client
        .query('select pg_notify($1, $2)', [this.channel, `${this.origin}:${this.newest ?? ''}`], { name: 'lh_notify' })
        .catch(() => undefined);
    }, wait);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
