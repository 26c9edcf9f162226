// Scans of one shipment from two processes at once (each with its own in-process queue, one event store): the stream's
// expected version makes the loser of each race decide again, so no scan is lost or counted twice, retries included.
import { randomUUID } from 'node:crypto';
import { installEventStoreSchema, KeyedQueue, PostgresEventStore } from '@ledgerhouse/infra';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/database';
import { foldEvents } from '../../event-sourcing/load-state';
import { checkStarted, created, delivered, submitted } from '../domain/inbound-fixtures';
import { inboundShipmentDecider, inboundShipmentStream } from '../domain/inbound-shipment';
import { runInboundCommand } from './run-inbound-command';

let database: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  await installEventStoreSchema(database.client);
  store = new PostgresEventStore(database.client);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const metadata = { correlationId: 'test', causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 };

it('two processes with two scanners each never lose nor double-count a scan', async () => {
  const shipmentId = randomUUID();
  const stream = inboundShipmentStream(shipmentId);
  await store.append(
    stream,
    [created, submitted, delivered, checkStarted].map((e) => ({ ...e, metadata })),
    0,
  );
  const processes = [
    { store, queue: new KeyedQueue() },
    { store, queue: new KeyedQueue() },
  ];
  const scans = Array.from({ length: 40 }, (_, i) => ({ scanId: randomUUID(), barcode: i % 2 ? 'BC-A' : 'BC-B' }));
  const scan = (p: number, s: (typeof scans)[number]) =>
    runInboundCommand(processes[p]!, shipmentId, { type: 'Scan', ...s, quantity: 1, damaged: false, products: {}, at: new Date() });
  const scanners = [0, 1, 2, 3].map(async (scanner) => {
    for (let i = scanner; i < scans.length; i += 4) await scan(scanner % 2, scans[i]!);
  });
  // The first ten scans are also sent again by the other process, at the same time.
  const retries = scans.slice(0, 10).map((s, i) => scan((i + 1) % 2, s));
  await Promise.all([...scanners, ...retries]);
  const events = await store.readStream(stream);
  const state = foldEvents(inboundShipmentDecider, events);
  expect(state.received).toEqual({ 'product-a': { good: 20, damaged: 0 }, 'product-b': { good: 20, damaged: 0 } });
  expect(events.filter((e) => e.type === 'InboundUnitsReceived')).toHaveLength(40);
});
