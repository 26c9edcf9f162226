import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { AsyncMutex } from './async-mutex';
import type { SqlClient, SqlExecutor } from './sql-client';
import { quoteIdent } from './pg-client';

/** Embedded PostgreSQL (WASM). One connection, so every statement and transaction takes the mutex. */
export class PgliteSqlClient implements SqlClient {
  readonly kind = 'pglite' as const;
  readonly mutex = new AsyncMutex();

  private constructor(readonly db: PGlite) {}

  /**
   * dataDir undefined = in memory (tests); a folder path = persisted (npm start uses .data/).
   * loadDataDir starts from a dumped data folder (`dumpDataDir()`) instead of running initdb: tests load a migrated one.
   */
  static async open(dataDir?: string, options: Pick<PGliteOptions, 'loadDataDir'> = {}): Promise<PgliteSqlClient> {
    const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await db.waitReady;
    return new PgliteSqlClient(db);
  }

  /** Runs one statement without taking the mutex: only for a caller that already holds it. */
  async rawQuery<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> {
    const res = await this.db.query<T>(text, params as unknown[]);
    return { rows: res.rows };
  }

  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> {
    return this.mutex.run(() => this.rawQuery<T>(text, params));
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      await this.db.exec('BEGIN');
      try {
        const result = await fn({ query: (text, params) => this.rawQuery(text, params) });
        await this.db.exec('COMMIT');
        return result;
      } catch (err) {
        await this.db.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const unsub = await this.mutex.run(() => this.db.listen(quoteIdent(channel), onNotify));
    return () => unsub();
  }

  /** Idempotent: the persistence owner and a test's database both close it. */
  async close(): Promise<void> {
    await this.mutex.run(async () => {
      if (!this.db.closed) await this.db.close();
    });
  }
}
