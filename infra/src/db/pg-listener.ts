// LISTEN on one pooled connection kept for as long as the caller listens. The server may end that connection at any
// time (a restart, a failover, pg_terminate_backend): pg-pool stops watching a client once it is checked out, so without
// our own 'error' listener that would be an unhandled 'error' event that ends the process. A lost connection is released
// with its error (the pool destroys it) and LISTEN is taken up again on a new one, with back-off, until unlistened;
// notifications sent in between are lost, which the subscribers' polls cover.
import type { Pool, PoolClient } from 'pg';

export interface PgListenerOptions {
  /** Told of a lost connection and of each failed attempt to listen again. */
  onError?: (err: unknown) => void;
  /** The first pause before listening again; doubled per failed attempt up to maxRetryMs. */
  retryMs?: number;
  maxRetryMs?: number;
}

export class PgListener {
  private client: PoolClient | null = null;
  /** UNLISTENs and gives the current client back to the pool (which watches it from then on). */
  private giveBack: (() => Promise<void>) | null = null;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs: number;

  constructor(
    private readonly pool: Pool,
    private readonly channel: string,
    private readonly onNotify: (payload: string) => void,
    private readonly options: PgListenerOptions = {},
  ) {
    this.retryMs = options.retryMs ?? 100;
  }

  /** Listens on a connection of its own; rejects when the first one cannot be had (the caller decides then). */
  async start(): Promise<void> {
    await this.attach();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const client = this.client;
    this.client = null;
    const giveBack = this.giveBack;
    this.giveBack = null;
    if (client && giveBack) await giveBack();
  }

  private readonly handler = (msg: { channel: string; payload?: string }) => {
    if (msg.channel === this.channel) this.onNotify(msg.payload ?? '');
  };

  private async attach(): Promise<void> {
    const client = await this.pool.connect();
    let dropped = false;
    /** Listening: a loss from here on is retried; before, it is the attempt's failure (thrown below). */
    let live = false;
    const drop = (err: Error) => {
      if (dropped) return;
      dropped = true;
      client.off('notification', this.handler);
      if (this.client === client) {
        this.client = null;
        this.giveBack = null;
      }
      // Released with the error, the pool ends this connection instead of handing it out again.
      client.release(err);
      if (live && !this.stopped) {
        this.options.onError?.(err);
        this.retryLater();
      }
    };
    // Stays on after a drop: ending the connection may still report errors, and they must not reach the process.
    const ended = () => drop(new Error(`the connection listening on ${this.channel} ended`));
    client.on('error', drop);
    client.on('end', ended);
    client.on('notification', this.handler);
    const giveBack = async () => {
      client.off('notification', this.handler);
      await client.query(`UNLISTEN ${quoteIdent(this.channel)}`).catch(() => undefined);
      // Lost during UNLISTEN: drop has released it already.
      if (dropped) return;
      dropped = true;
      client.off('error', drop);
      client.off('end', ended);
      client.release();
    };
    try {
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
    } catch (err) {
      if (!dropped) {
        dropped = true;
        client.off('notification', this.handler);
        client.release(err as Error);
      }
      throw err;
    }
    if (dropped) throw new Error(`the connection listening on ${this.channel} was lost`);
    if (this.stopped) {
      // Unlistened while LISTEN ran: give it back at once.
      return giveBack();
    }
    live = true;
    this.client = client;
    this.giveBack = giveBack;
    this.retryMs = this.options.retryMs ?? 100;
  }

  private retryLater(): void {
    if (this.stopped || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(delay * 2, this.options.maxRetryMs ?? 5000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.stopped) return;
      this.attach().catch((err: unknown) => {
        this.options.onError?.(err);
        this.retryLater();
      });
    }, delay);
    this.retryTimer.unref();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
