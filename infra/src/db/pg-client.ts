import { Pool, type PoolClient } from 'pg';
import type { QueryOptions, SqlClient, SqlExecutor } from './sql-client';

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

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    const handler = (msg: { channel: string; payload?: string }) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    };
    client.on('notification', handler);
    await client.query(`LISTEN ${quoteIdent(channel)}`);
    return async () => {
      client.off('notification', handler);
      await client.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
      client.release();
    };
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

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
