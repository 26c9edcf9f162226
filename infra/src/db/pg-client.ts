import { Pool, type PoolClient } from 'pg';
import { PgListener, quoteIdent } from './pg-listener';
import type { QueryOptions, SqlClient, SqlExecutor } from './sql-client';

export { quoteIdent };

// int8 and numeric arrive as strings; our positions are bigint-safe strings anyway.
export class PgSqlClient implements SqlClient {
  readonly kind = 'pg' as const;
  readonly pool: Pool;

  constructor(connectionString: string, max = 10) {
    this.pool = new Pool({ connectionString, max });
    this.pool.on('error', () => undefined);
  }

  async query<T>(text: string, params?: unknown[], options: QueryOptions = {}): Promise<{ rows: T[] }> {
    const res = await this.pool.query({ text, values: params as unknown[], name: options.name });
    return { rows: res.rows as T[] };
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(wrap(client));
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotify: (payload: string) => void, onError?: (err: unknown) => void): Promise<() => Promise<void>> {
    const listener = new PgListener(this.pool, channel, onNotify, { onError });
    await listener.start();
    return () => listener.stop();
  }

  /** Idempotent: kysely's destroy() ends the same pool. */
  async close(): Promise<void> {
    if (!this.pool.ended) await this.pool.end();
  }
}

function wrap(client: PoolClient): SqlExecutor {
  return {
    query: async <T>(text: string, params?: unknown[], options: QueryOptions = {}) => {
      const res = await client.query({ text, values: params as unknown[], name: options.name });
      return { rows: res.rows as T[] };
    },
  };
}
