// One lease per background job name, on PostgreSQL session-level advisory locks held on ONE dedicated connection per
// process (not the pool): when the process or that connection dies, the server drops its locks and another process's
// next try takes the job over. A lost connection (error, end, a failed keep-alive) stops every job this process held
// before it reconnects and competes again, so a job never keeps running without its lock for longer than the loss
// takes to notice. A connection that goes silent (half-open: no error, no FIN) is noticed too: every query on it has a
// timeout and the OS keep-alive starts probing after seconds, not hours, so a hung round counts as a lost connection
// instead of holding up the rounds, the losses and the stop queued behind it. Without a server (PGlite: one process)
// every lease is granted.
import { Client, type ClientConfig } from 'pg';
import { PgSqlClient } from './pg-client';
import type { SqlClient } from './sql-client';

export interface LeaseHandlers {
  /** The lease was won: start the job. A throw gives the lease back; the next round tries again. */
  gained(): Promise<void>;
  /** The lease was lost or is being given back: stop the job and wait for work under way. */
  lost(): Promise<void>;
}

export interface AdvisoryLeasesOptions {
  /** Opens the connection the locks live on; null: every lease is granted (a single-process database). */
  connect: (() => Promise<Client>) | null;
  /** How often leases not held are tried again; default 2 s. */
  retryMs?: number;
  /**
   * How often the connection is checked by a round when every lease is held (nothing to try again); default 5 times
   * retryMs. The OS keep-alive probes it in between.
   */
  keepAliveMs?: number;
  onError?: (err: unknown) => void;
  /** How long giving a lost connection back may take before the loss is done with anyway; default 5 s. */
  closeTimeoutMs?: number;
}

interface Lease {
  handlers: LeaseHandlers;
  held: boolean;
}

/** Advisory-lock keys are per database; the prefix keeps ours apart from another program's locks on the same one. */
const KEY_PREFIX = 'ledgerhouse-lease:';

export class AdvisoryLeases {
  private readonly leases = new Map<string, Lease>();
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private roundQueued = false;
  /** When a round last asked the server (the connection's keep-alive). */
  private lastRound = 0;
  /** Rounds, losses and the stop run one at a time, in order. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: AdvisoryLeasesOptions) {}

  /** Adds a lease to compete for; once started, it is tried at once. */
  add(name: string, handlers: LeaseHandlers): void {
    if (this.leases.has(name)) throw new Error(`lease ${name} added twice`);
    this.leases.set(name, { handlers, held: false });
    if (this.started) void this.serially(() => this.round());
  }

  /** Competes for every lease once (waited for), then again every retryMs. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.serially(() => this.round());
    const retryMs = this.options.retryMs ?? 2000;
    const keepAliveMs = this.options.keepAliveMs ?? 5 * retryMs;
    this.timer = setInterval(() => {
      // A slow round (a job slow to start) does not pile more rounds up behind it.
      if (this.roundQueued) return;
      // Every lease held: nothing to compete for, only the connection to check, less often.
      const allHeld = [...this.leases.values()].every((lease) => lease.held);
      if (allHeld && this.client && Date.now() - this.lastRound < keepAliveMs) return;
      this.roundQueued = true;
      void this.serially(() => {
        this.roundQueued = false;
        return this.round();
      });
    }, retryMs);
    this.timer.unref();
  }

  /** The leases this process holds now, by name. */
  held(): string[] {
    return [...this.leases].filter(([, lease]) => lease.held).map(([name]) => name);
  }

  /** Stops every job held and gives the locks back (by closing their connection). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.serially(() => this.release(this.client));
  }

  private serially(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((err: unknown) => this.options.onError?.(err));
    return this.queue;
  }

  private async round(): Promise<void> {
    if (!this.started) return;
    const wanted = [...this.leases].filter(([, lease]) => !lease.held).map(([name]) => name);
    if (!this.options.connect) return this.gainAll(wanted);
    const client = this.client ?? (await this.connect());
    this.lastRound = Date.now();
    let won: string[];
    try {
      // Also the keep-alive: a connection that died quietly fails here, and its jobs stop.
      const { rows } = await client.query<{ name: string; ok: boolean }>(
        'select name, pg_try_advisory_lock(hashtextextended($2 || name, 0)) as ok from unnest($1::text[]) as name',
        [wanted, KEY_PREFIX],
      );
      won = rows.filter((r) => r.ok).map((r) => r.name);
    } catch (err) {
      this.options.onError?.(err);
      return this.release(client);
    }
    for (const name of won) {
      if (this.client !== client) return;
      const lease = this.leases.get(name)!;
      try {
        lease.held = true;
        await lease.handlers.gained();
      } catch (err) {
        lease.held = false;
        this.options.onError?.(err);
        await client.query('select pg_advisory_unlock(hashtextextended($2 || $1, 0))', [name, KEY_PREFIX]).catch(() => undefined);
      }
    }
  }

  private async gainAll(names: readonly string[]): Promise<void> {
    for (const name of names) {
      const lease = this.leases.get(name)!;
      lease.held = true;
      await lease.handlers.gained().catch((err: unknown) => {
        lease.held = false;
        this.options.onError?.(err);
      });
    }
  }

  private async connect(): Promise<Client> {
    const client = await this.options.connect!();
    // Queued, so a loss noticed while a round runs is handled after it, never beside it.
    const lost = (err?: unknown) => {
      if (err) this.options.onError?.(err);
      if (this.client === client) void this.serially(() => this.release(client));
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.client = client;
    return client;
  }

  /** Stops every job held on `client` (the current connection) and closes it; the next round reconnects. */
  private async release(client: Client | null): Promise<void> {
    if (client !== this.client) return;
    this.client = null;
    const held = [...this.leases.values()].filter((lease) => lease.held);
    await Promise.all(
      held.map(async (lease) => {
        lease.held = false;
        await lease.handlers.lost().catch((err: unknown) => this.options.onError?.(err));
      }),
    );
    if (!client) return;
    // A silent connection may never finish ending (its FIN unanswered): its keep-alive ends it later.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      client.end().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, this.options.closeTimeoutMs ?? 5000))),
    ]);
    clearTimeout(timer);
  }
}

export interface LeaseConnectionTimeouts {
  /** A query (a round, an unlock) unanswered this long fails, and its connection counts as lost; default 10 s. */
  queryTimeoutMs?: number;
  /** Opening the connection; default 10 s. */
  connectTimeoutMs?: number;
}

/**
 * How a process opens its lease connection on the database `sql` uses: a new client with the pool's settings, named so
 * an operator can see it in pg_stat_activity; null on PGlite (one process: every lease is granted).
 */
export function leaseConnector(
  sql: SqlClient,
  applicationName = 'ledgerhouse-leases',
  timeouts: LeaseConnectionTimeouts = {},
): (() => Promise<Client>) | null {
  if (!(sql instanceof PgSqlClient)) return null;
  const config: ClientConfig = {
    ...(sql.pool.options as ClientConfig),
    application_name: applicationName,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    query_timeout: timeouts.queryTimeoutMs ?? 10_000,
    connectionTimeoutMillis: timeouts.connectTimeoutMs ?? 10_000,
  };
  return async () => {
    const client = new Client(config);
    // An error before the caller's listeners are on must not be thrown at the process.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  };
}
