// The command path with its cache of stream states, on a real database: a warm stream is decided on from memory, a
// copy made stale by another process is caught by the expected version and reads only what came after it, a refusal
// is never answered on a copy alone, and processes racing on one stream with their own caches still never oversell.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ledgerhouse/contracts';
import {
  installEventStoreSchema,
  KeyedQueue,
  PgSqlClient,
  PostgresEventStore,
  type EventStore,
  type ReadStreamOptions,
  type SqlClient,
} from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../../test/support/database';
import { inventoryDecider, inventoryStream, stockOf } from '../catalog/domain/inventory';
import { DomainError } from '../errors/domain-error';
import { executeCommand } from './execute-command';
import { loadState } from './load-state';
import { StreamStateCache } from './stream-state-cache';

let database: TestDatabase;
let store: PostgresEventStore;
/** A second process: its own connection pool (PostgreSQL) and its own store instance. */
let otherClient: SqlClient;
let other: PostgresEventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  await installEventStoreSchema(database.client);
  store = new PostgresEventStore(database.client);
  otherClient = database.url ? new PgSqlClient(database.url) : database.client;
  other = new PostgresEventStore(otherClient);
});
afterAll(async () => {
  await other.close();
  if (otherClient !== database.client) await otherClient.close();
  await store.close();
  await database.drop();
});

interface Read {
  afterVersion: number;
  events: number;
}

/** A process with a cache, over a store that records every stream read. */
function cachedProcess(over: EventStore = store) {
  const reads: Read[] = [];
  const counted: EventStore = Object.assign(Object.create(over) as EventStore, {
    readStream: async (streamId: string, options?: ReadStreamOptions) => {
      const events = await over.readStream(streamId, options);
      reads.push({ afterVersion: options?.afterVersion ?? 0, events: events.length });
      return events;
    },
  });
  const deps = { store: counted, queue: new KeyedQueue(), states: new StreamStateCache() };
  /** The reads `work` made. */
  const readsOf = async <T>(work: () => Promise<T>): Promise<{ result: T; reads: Read[] }> => {
    const from = reads.length;
    const result = await work();
    return { result, reads: reads.slice(from) };
  };
  return { deps, readsOf };
}

const at = new Date('2026-11-28T12:00:00Z');
const addStock = (delta: number, documentId = `in-${randomUUID()}`) =>
  ({ type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId, delta, at }) as const;
const reserve = (documentId: string, quantity = 1) => ({ type: 'Reserve', documentId, quantity, at }) as const;

async function storedStock(stream: string) {
  return stockOf(await store.readStream(stream));
}

describe('executeCommand with a cache of stream states', () => {
  it('decides a second command on a warm stream without reading it, with the right state', async () => {
    const stream = inventoryStream(randomUUID());
    const { deps, readsOf } = cachedProcess();
    const cold = await readsOf(() => executeCommand(deps, stream, inventoryDecider, addStock(10)));
    const warm = await readsOf(() => executeCommand(deps, stream, inventoryDecider, reserve('order-1', 3)));
    expect({ cold: cold.reads, warm: warm.reads }).toEqual({ cold: [{ afterVersion: 0, events: 0 }], warm: [] });
    expect(warm.result.version).toBe(2);
    expect(await storedStock(stream)).toEqual({ total: 10, reserved: 3, available: 7 });
    expect(warm.result.state).toEqual(await loadState(store, stream, inventoryDecider));
  });

  it('catches a copy made stale by another process: the command succeeds, reading only the events after the copy', async () => {
    const stream = inventoryStream(randomUUID());
    const { deps, readsOf } = cachedProcess();
    await executeCommand(deps, stream, inventoryDecider, addStock(10));
    await executeCommand(deps, stream, inventoryDecider, reserve('order-1', 2));
    // Another process appends two events the cached copy does not hold.
    const elsewhere = { store: other, queue: new KeyedQueue() };
    await executeCommand(elsewhere, stream, inventoryDecider, reserve('order-2', 3));
    await executeCommand(elsewhere, stream, inventoryDecider, reserve('order-3', 4));
    const stale = await readsOf(() => executeCommand(deps, stream, inventoryDecider, reserve('order-4', 1)));
    expect(stale.reads).toEqual([{ afterVersion: 2, events: 2 }]);
    expect(stale.result.version).toBe(5);
    expect(await storedStock(stream)).toEqual({ total: 10, reserved: 10, available: 0 });
    expect(stale.result.state).toEqual(await loadState(store, stream, inventoryDecider));
  });

  it('answers a refusal only on the stream as stored: stock another process added is found, not refused from the copy', async () => {
    const stream = inventoryStream(randomUUID());
    const { deps, readsOf } = cachedProcess();
    await executeCommand(deps, stream, inventoryDecider, addStock(1));
    await executeCommand(deps, stream, inventoryDecider, reserve('order-1'));
    await executeCommand({ store: other, queue: new KeyedQueue() }, stream, inventoryDecider, addStock(5));
    const later = await readsOf(() => executeCommand(deps, stream, inventoryDecider, reserve('order-2', 4)));
    expect(later.reads).toEqual([{ afterVersion: 2, events: 1 }]);
    expect(await storedStock(stream)).toEqual({ total: 6, reserved: 5, available: 1 });
    // A real refusal still comes through, decided on the stored stream.
    await expect(executeCommand(deps, stream, inventoryDecider, reserve('order-3', 2))).rejects.toEqual(
      new DomainError(ErrorCode.INSUFFICIENT_STOCK, { available: 1 }),
    );
  });

  it('never oversells with two processes racing on one stream, each with its own cache', async () => {
    const stock = 4;
    const stream = inventoryStream(randomUUID());
    const [a, b] = [cachedProcess(store), cachedProcess(other)];
    await executeCommand(a.deps, stream, inventoryDecider, addStock(stock));
    await executeCommand(b.deps, stream, inventoryDecider, reserve('warm-b'));
    await executeCommand(a.deps, stream, inventoryDecider, reserve('warm-a', 1));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => executeCommand((i % 2 ? a : b).deps, stream, inventoryDecider, reserve(`order-${i}`))),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(stock - 2);
    expect(refused.map((r) => (r.reason instanceof DomainError ? r.reason.code : r.reason))).toEqual(
      Array.from({ length: 20 - (stock - 2) }, () => 'INSUFFICIENT_STOCK'),
    );
    expect(await storedStock(stream)).toEqual({ total: stock, reserved: stock, available: 0 });
  });
});
