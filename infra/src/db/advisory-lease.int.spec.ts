// Leases on advisory locks: two holders on one PostgreSQL database compete, one wins each job; killing the winner's
// lease connection hands its jobs to the other; at no moment do two holders run one job. PGlite grants every lease.
import { createServer, connect as connectTcp, type Server, type Socket } from 'node:net';
import { eventually } from '../../../test/support/billing';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { AdvisoryLeases, leaseConnector } from './advisory-lease';
import { PgSqlClient } from './pg-client';

const JOBS = ['projector:orders', 'saga:order-stock', 'kafka-relay'];

/** Who runs each job right now, across holders; a second runner of one job is recorded as a clash. */
class JobLedger {
  readonly running = new Map<string, string>();
  readonly clashes: string[] = [];

  /** Holders cut off from the server: their reconnects fail (a process partitioned away or dying). */
  readonly cutOff = new Set<string>();

  holder(label: string, database: TestDatabase, retryMs = 50): AdvisoryLeases {
    const connect = leaseConnector(database.client, `lease-test-${label}`);
    const leases = new AdvisoryLeases({
      connect: connect && (() => (this.cutOff.has(label) ? Promise.reject(new Error(`${label} is cut off`)) : connect())),
      retryMs,
    });
    for (const job of JOBS)
      leases.add(job, {
        gained: async () => {
          const other = this.running.get(job);
          if (other) this.clashes.push(`${job}: ${label} started while ${other} ran it`);
          this.running.set(job, label);
        },
        lost: async () => {
          if (this.running.get(job) === label) this.running.delete(job);
        },
      });
    return leases;
  }
}

/**
 * A TCP proxy to the server whose connections can go silent: nothing passes either way, and no error or FIN reaches
 * either end (a half-open connection: a partition, a dead NAT entry).
 */
async function silenceableProxy(target: URL): Promise<{ url: string; silence(): void; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const pairs: [Socket, Socket][] = [];
  const server: Server = createServer((downstream) => {
    const upstream = connectTcp(Number(target.port || 5432), target.hostname);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    downstream.pipe(upstream);
    upstream.pipe(downstream);
    pairs.push([downstream, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    silence: () => {
      for (const [downstream, upstream] of pairs.splice(0)) {
        downstream.unpipe(upstream);
        upstream.unpipe(downstream);
        downstream.pause();
        upstream.pause();
      }
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

async function activeLeaseConnections(database: TestDatabase, applicationName: string): Promise<number> {
  const { rows } = await database.client.query<{ n: number }>(
    'select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = current_database()',
    [applicationName],
  );
  return rows[0]!.n;
}

describe('advisory leases on PostgreSQL', () => {
  let database: TestDatabase;
  const holders: AdvisoryLeases[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('pg');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(holders.map((h) => h.stop()));
    await database.drop();
  });

  it('gives each job to one holder and hands it over when the winner’s connection is killed', async () => {
    const ledger = new JobLedger();
    const first = ledger.holder('first', database);
    const second = ledger.holder('second', database);
    holders.push(first, second);
    await first.start();
    await second.start();
    expect(first.held().sort()).toEqual([...JOBS].sort());
    expect(second.held()).toEqual([]);

    ledger.cutOff.add('first');
    const { rows } = await database.client.query<{ killed: boolean }>(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
        where application_name = 'lease-test-first' and datname = current_database()`,
    );
    expect(rows).toEqual([{ killed: true }]);

    await eventually(async () => expect(second.held().sort()).toEqual([...JOBS].sort()));
    expect(first.held()).toEqual([]);
    // The first reconnects and competes again, but wins nothing while the second holds every lock.
    ledger.cutOff.delete('first');
    await eventually(async () => expect(await activeLeaseConnections(database, 'lease-test-first')).toBe(1));
    expect(first.held()).toEqual([]);
    expect([...ledger.running.values()]).toEqual(JOBS.map(() => 'second'));
    expect(ledger.clashes).toEqual([]);
    await Promise.all([first.stop(), second.stop()]);
  }, 30_000);

  it('counts a round unanswered on a silent connection as a lost connection, and stop() does not wait on it', async () => {
    const proxy = await silenceableProxy(new URL(database.url!));
    const viaProxy = new PgSqlClient(proxy.url);
    const running = new Set<string>();
    const leases = new AdvisoryLeases({
      connect: leaseConnector(viaProxy, 'lease-test-silent', { queryTimeoutMs: 3000 }),
      retryMs: 50,
      closeTimeoutMs: 100,
    });
    leases.add('silent-job', {
      gained: async () => void running.add('silent-job'),
      lost: async () => void running.delete('silent-job'),
    });
    try {
      await leases.start();
      expect(leases.held()).toEqual(['silent-job']);
      proxy.silence();
      // No error and no end ever arrive: only the round's query timing out tells the connection is gone.
      await eventually(async () => expect(leases.held()).toEqual([]));
      expect(running.size).toBe(0);
      await leases.stop();
    } finally {
      await proxy.close();
      await viaProxy.close();
    }
  }, 30_000);

  it('hands the jobs to the other holder when their holder stops', async () => {
    const ledger = new JobLedger();
    const a = ledger.holder('a', database);
    const b = ledger.holder('b', database);
    holders.push(a, b);
    await a.start();
    await b.start();
    expect(a.held().length).toBe(JOBS.length);
    await a.stop();
    await eventually(async () => expect(b.held().length).toBe(JOBS.length));
    expect(a.held()).toEqual([]);
    expect(ledger.clashes).toEqual([]);
  }, 30_000);
});

it('grants every lease at once on PGlite (one process)', async () => {
  const database = await createTestDatabase('pglite');
  try {
    const ledger = new JobLedger();
    const leases = ledger.holder('only', database);
    await leases.start();
    expect(leases.held().sort()).toEqual([...JOBS].sort());
    await leases.stop();
    expect(leases.held()).toEqual([]);
    expect(ledger.running.size).toBe(0);
  } finally {
    await database.drop();
  }
}, 60_000);
