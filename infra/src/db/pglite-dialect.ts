// kysely over our PgliteSqlClient: a connection is the client's mutex, so a kysely transaction
// excludes every other statement (event store included) until it commits.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { PgliteSqlClient } from './pglite-client';

class PgliteConnection implements DatabaseConnection {
  constructor(private readonly client: PgliteSqlClient) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const res = await this.client.db.query<R>(compiled.sql, compiled.parameters as unknown[]);
    return {
      rows: res.rows,
      numAffectedRows: res.affectedRows === undefined ? undefined : BigInt(res.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream results; page the query instead');
  }
}

class PgliteDriver implements Driver {
  private readonly releases = new Map<DatabaseConnection, () => void>();

  constructor(private readonly client: PgliteSqlClient) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.client.mutex.acquire();
    const connection = new PgliteConnection(this.client);
    this.releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.releases.get(connection)?.();
    this.releases.delete(connection);
  }

  async destroy(): Promise<void> {}
}

export class PgliteDialect implements Dialect {
  constructor(private readonly client: PgliteSqlClient) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PgliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
