// Property: random sequences of placements, edits, cancellations, stock arrivals, fulfillment starts and hand-overs,
// with the reservation saga running in between (sometimes only a few steps behind), through the real order and
// inventory deciders and the real saga on an in-memory event store. Available stock never goes below zero; once the
// saga has caught up no order is RESERVING, the reserved stock of every product equals the sum over the open reserved
// orders (READY_FOR_FULFILLMENT, PROCESSING) of their lines, and no INSUFFICIENT_GOODS order could be served now.
// It runs two contexts' internals together (orders' saga, catalog's inventory handlers), so it lives outside both.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { ErrorCode, type OrderEvent } from '@ledgerhouse/contracts';
import {
  KeyedQueue,
  StreamVersionConflict,
  toPosition,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type StoredEvent,
} from '@ledgerhouse/infra';
import { toStatus } from './support/order-events';
import { FulfilReservationHandler } from '../services/src/catalog/commands/fulfil-reservation';
import { FulfilReservation } from '../services/src/catalog/commands/fulfil-reservation.command';
import { ReleaseReservationHandler } from '../services/src/catalog/commands/release-reservation';
import { ReleaseReservation } from '../services/src/catalog/commands/release-reservation.command';
import { ReserveStockHandler } from '../services/src/catalog/commands/reserve-stock';
import { ReserveStock } from '../services/src/catalog/commands/reserve-stock.command';
import { GetFreeStockHandler } from '../services/src/catalog/queries/get-free-stock';
import { GetFreeStock } from '../services/src/catalog/queries/get-free-stock.query';
import { available, inventoryDecider, inventoryStream, type InventoryState } from '../services/src/catalog/domain/inventory';
import { DomainError } from '../services/src/errors/domain-error';
import { executeCommand } from '../services/src/event-sourcing/execute-command';
import { foldEvents } from '../services/src/event-sourcing/load-state';
import { orderDecider, orderStream, type OrderState } from '../services/src/orders/domain/order';
import { runOrderCommand } from '../services/src/orders/services/run-order-command';
import type { CommandDeps } from '../services/src/persistence/tokens';
import { OrderStockSaga } from '../services/src/orders/sagas/order-stock.saga';
import {
  unitsByProduct,
  waitingRows,
  type WaitingChange,
  type WaitingOrder,
  type WaitingOrders,
} from '../services/src/orders/sagas/order-stock-waiting';

/** Just enough of an event store: streams with optimistic versions and one global order. */
class MemoryStore {
  readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();

  async append(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    const stream = this.streams.get(streamId) ?? [];
    if (expected !== 'any' && expected !== stream.length) throw new StreamVersionConflict(streamId, expected, stream.length);
    for (const e of events) {
      const stored = {
        ...e,
        streamId,
        version: stream.length + 1,
        position: toPosition(1, this.all.length + 1),
        recordedAt: new Date(),
      } as StoredEvent;
      stream.push(stored);
      this.all.push(stored);
    }
    this.streams.set(streamId, stream);
    return { nextVersion: stream.length, position: this.all[this.all.length - 1]!.position };
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return [...(this.streams.get(streamId) ?? [])];
  }
}

/** The waiting-orders table in memory. */
class MemoryWaiting implements WaitingOrders {
  rows: ReturnType<typeof waitingRows> = [];
  async waitingFor(productId: string): Promise<WaitingOrder[]> {
    const ids = new Set(this.rows.filter((r) => r.product_id === productId).map((r) => r.order_id));
    const byOrder = new Map<string, WaitingOrder>();
    for (const r of this.rows.filter((row) => ids.has(row.order_id))) {
      const order = byOrder.get(r.order_id) ?? { orderId: r.order_id, placedPosition: r.placed_position, needs: new Map() };
      order.needs.set(r.product_id, r.requested);
      byOrder.set(r.order_id, order);
    }
    return [...byOrder.values()];
  }
  async apply(change: WaitingChange): Promise<void> {
    if (change.kind === 'stale') {
      this.rows = this.rows.filter((r) => !change.orderIds.includes(r.order_id));
      return;
    }
    this.rows = this.rows.filter((r) => r.order_id !== change.orderId);
    if (change.kind === 'waiting') this.rows.push(...waitingRows(change));
  }
}

class InMemoryOrderStockSaga extends OrderStockSaga {
  readonly table = new MemoryWaiting();
  protected override waitingOrders(): WaitingOrders {
    return this.table;
  }
}

const PRODUCTS = ['p-0', 'p-1', 'p-2'];
const SELLER = 'seller-1';
const OPEN_RESERVED = ['READY_FOR_FULFILLMENT', 'PROCESSING'];

type Step =
  | { kind: 'place'; lines: [number, number][] }
  | { kind: 'edit'; order: number; lines: [number, number][] }
  | { kind: 'cancel'; order: number }
  | { kind: 'stock'; product: number; delta: number }
  | { kind: 'start'; order: number }
  | { kind: 'handOver'; order: number }
  | { kind: 'saga'; steps: number };

const lines = fc.array(fc.tuple(fc.integer({ min: 0, max: PRODUCTS.length - 1 }), fc.integer({ min: 1, max: 3 })), {
  minLength: 1,
  maxLength: 3,
});
const order = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: lines.map((l) => ({ kind: 'place' as const, lines: l })) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), order, lines }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), order }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('stock' as const),
      product: fc.integer({ min: 0, max: PRODUCTS.length - 1 }),
      delta: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('start' as const), order }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('handOver' as const), order }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('saga' as const), steps: fc.integer({ min: 1, max: 4 }) }) },
);

function world() {
  const store = new MemoryStore();
  let tick = Date.parse('2027-03-01T10:00:00Z');
  const clock = { now: () => new Date((tick += 1000)) };
  const deps: CommandDeps = { store: store as unknown as EventStore, queue: new KeyedQueue() };
  const handlers = {
    reserve: new ReserveStockHandler(deps, clock),
    release: new ReleaseReservationHandler(deps, clock),
    fulfil: new FulfilReservationHandler(deps, clock),
  };
  const bus = {
    execute: (command: unknown) => {
      if (command instanceof ReserveStock) return handlers.reserve.execute(command);
      if (command instanceof ReleaseReservation) return handlers.release.execute(command);
      if (command instanceof FulfilReservation) return handlers.fulfil.execute(command);
      throw new Error(`unexpected command ${String(command)}`);
    },
  };
  const freeStock = new GetFreeStockHandler(deps.store);
  const queries = {
    execute: (query: unknown) => {
      if (query instanceof GetFreeStock) return freeStock.execute(query);
      throw new Error(`unexpected query ${String(query)}`);
    },
  };
  const saga = new InMemoryOrderStockSaga(bus as never, queries as never, deps, clock, {} as never);
  const orders: string[] = [];
  let handled = 0;

  const toLines = (l: [number, number][]) =>
    l.map(([p, quantity]) => ({ productId: PRODUCTS[p]!, sku: `SKU-${p}`, quantity, priceCents: 100 }));
  const orderState = async (id: string): Promise<OrderState> => foldEvents(orderDecider, await store.readStream(orderStream(id)));
  const inventory = async (productId: string): Promise<InventoryState> =>
    foldEvents(inventoryDecider, await store.readStream(inventoryStream(productId)));
  const appendOrder = async (id: string, events: OrderEvent[]) =>
    store.append(
      orderStream(id),
      events.map((e) => ({
        ...e,
        metadata: { correlationId: 'c', causationId: null, userId: SELLER, impersonatorId: null, schemaVersion: 1 },
      })),
      (await store.readStream(orderStream(id))).length,
    );
  /** A refusal of the seller's command (not editable, not cancelable) is part of the game. */
  const refused = (err: unknown) => err instanceof DomainError && err.code !== ErrorCode.CONCURRENCY_CONFLICT;

  /** The saga handles up to `limit` events (as its runner would: react, then record). */
  async function runSaga(limit = Infinity): Promise<void> {
    for (let n = 0; n < limit && handled < store.all.length; n++) {
      const event = store.all[handled++]!;
      if (!saga.handles.includes(event.type)) continue;
      const reacted = await saga.react(event);
      await saga.record({} as never, event, reacted);
    }
  }

  async function apply(s: Step): Promise<void> {
    const id = orders[s.kind === 'place' || s.kind === 'stock' || s.kind === 'saga' ? 0 : s.order % Math.max(1, orders.length)];
    const at = clock.now();
    try {
      switch (s.kind) {
        case 'place': {
          const orderId = randomUUID();
          orders.push(orderId);
          const place = {
            type: 'PlaceOrder' as const,
            orderId,
            sellerId: SELLER,
            number: `SO-${orders.length}`,
            orderDate: at.toISOString(),
          };
          const source = { channel: 'MANUAL' as const, channelAccountId: null, channelOrderId: null };
          const address = { country: 'US', region: 'CA', city: 'LA', postalCode: '90001', line1: '1 Main St', line2: null };
          await runOrderCommand(deps, orderId, {
            ...place,
            source,
            buyer: { fullName: 'Ada', phone: '+15550100000' },
            address,
            note: null,
            lines: toLines(s.lines),
            at,
          });
          return;
        }
        case 'edit': {
          if (!id) return;
          const current = await orderState(id);
          await runOrderCommand(deps, id, {
            type: 'EditOrder',
            sellerId: SELLER,
            orderDate: at.toISOString(),
            buyer: current.buyer!,
            address: current.address!,
            note: null,
            lines: toLines(s.lines),
            at,
          });
          return;
        }
        case 'cancel':
          if (id) await runOrderCommand(deps, id, { type: 'CancelOrder', sellerId: SELLER, at });
          return;
        case 'stock':
          await executeCommand(deps, inventoryStream(PRODUCTS[s.product]!), inventoryDecider, {
            type: 'ChangeStock',
            reason: 'INBOUND_SHIPMENT',
            documentId: randomUUID(),
            delta: s.delta,
            at,
          });
          return;
        case 'start':
          if (id && (await orderState(id)).facets.status === 'READY_FOR_FULFILLMENT')
            await appendOrder(id, toStatus.processed().slice(1, 2));
          return;
        case 'handOver': {
          if (!id) return;
          const { facets } = await orderState(id);
          // From READY the whole way; from a just-started fulfillment (PROCESSING, nothing paid or picked) the rest.
          const processed = toStatus.processed(randomUUID());
          if (facets.status === 'READY_FOR_FULFILLMENT') await appendOrder(id, processed.slice(1));
          if (facets.status === 'PROCESSING' && facets.pick === 'NOT_PICKED' && facets.payment === null)
            await appendOrder(id, processed.slice(2));
          return;
        }
        case 'saga':
          await runSaga(s.steps);
          return;
        default: {
          const unreachable: never = s;
          return unreachable;
        }
      }
    } catch (err) {
      if (!refused(err)) throw err;
    }
  }

  /** Available never below zero at any point of any product's history. */
  async function neverOversold(): Promise<void> {
    for (const productId of PRODUCTS) {
      let state = inventoryDecider.initialState;
      for (const e of await store.readStream(inventoryStream(productId))) {
        state = inventoryDecider.evolve(state, e as never);
        expect(available(state)).toBeGreaterThanOrEqual(0);
      }
    }
  }

  async function caughtUpInvariants(): Promise<void> {
    await runSaga();
    const states = await Promise.all(orders.map(async (id) => ({ id, state: await orderState(id) })));
    expect(states.filter((o) => o.state.facets.status === 'RESERVING').map((o) => o.id)).toEqual([]);
    for (const productId of PRODUCTS) {
      const inv = await inventory(productId);
      const expected: Record<string, number> = {};
      for (const { id, state } of states)
        if (OPEN_RESERVED.includes(state.facets.status ?? '')) {
          const units = unitsByProduct(state.lines).get(productId);
          if (units) expected[id] = units;
        }
      expect(inv.reservations).toEqual(expected);
      expect(inv.reserved).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    }
    // Nothing waits that could be served now.
    for (const { id, state } of states.filter((o) => o.state.facets.status === 'INSUFFICIENT_GOODS')) {
      let servable = true;
      for (const [productId, units] of unitsByProduct(state.lines)) if (available(await inventory(productId)) < units) servable = false;
      expect({ id, servable }).toEqual({ id, servable: false });
    }
  }

  return { apply, neverOversold, caughtUpInvariants };
}

describe('order-stock saga (property)', () => {
  it('never oversells, and once caught up reserved stock equals the open reserved orders and nothing servable waits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const w = world();
        for (const s of steps) await w.apply(s);
        await w.neverOversold();
        await w.caughtUpInvariants();
        await w.neverOversold();
      }),
      { numRuns: 150 },
    );
  });
});
