// The one SQL seam shared by the event store and kysely: a real PostgreSQL (pg) or embedded PGlite.
export interface QueryOptions {
  /** A prepared-statement name: the server parses and plans the statement once per connection (pg only). */
  name?: string;
}

export interface SqlExecutor {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
}

export interface SqlClient extends SqlExecutor {
  readonly kind: 'pg' | 'pglite';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; returns the unlisten function. A lost connection is reported to onError and listened on
   * again until unlistened (notifications in between are lost).
   */
  listen(channel: string, onNotify: (payload: string) => void, onError?: (err: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
