// Orders hold stock: a placed, edited or retried order reserves each product's units on its inventory stream (keyed by
// the order, so a replay records nothing) and is recorded READY_FOR_FULFILLMENT, or INSUFFICIENT_GOODS with what was
// missing (releasing what the attempt took, so a short order holds nothing). A canceled order releases everything; a
// handed-over one ships its reservations (FULFILLMENT). Stock arriving, or released by another order, retries the
// orders waiting for that product, oldest first, each whose needs the free units cover. The waiting orders are the
// saga's own table (order-stock-waiting.ts), written with its checkpoint.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type InventoryEvent, type MissingGoods, type OrderEvent, type OrderLine } from '@ledgerhouse/contracts';
import { comparePositions, type Clock, type GlobalPosition, type StoredEvent } from '@ledgerhouse/infra';
import { FulfilReservation } from '../../catalog/commands/fulfil-reservation.command';
import { ReleaseReservation } from '../../catalog/commands/release-reservation.command';
import { ReserveStock } from '../../catalog/commands/reserve-stock.command';
import { GetFreeStock } from '../../catalog/queries/get-free-stock.query';
import type { Decider } from '../../event-sourcing/decider';
import { executeCommand } from '../../event-sourcing/execute-command';
import { foldEvents } from '../../event-sourcing/load-state';
import { orderDecider, orderStream, type OrderCommand, type OrderState } from '../domain/order';
import { runOrderCommand } from '../services/run-order-command';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { unlessAlreadyDone, type Saga } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';
import { unitsByProduct, waitingOrdersTable, type WaitingChange, type WaitingOrders } from './order-stock-waiting';

/** The order moved on before the saga's answer landed (canceled, edited): its own event will be handled. */
const MOVED_ON = [ErrorCode.ORDER_STATUS_CONFLICT];

/** What a step leaves for `record`: the change to the waiting orders, if any. */
export type ReservationReaction = WaitingChange | undefined;

interface OrderSoFar {
  orderId: string;
  state: OrderState;
  /** Every product the order has ever named (placed or edited), to release what an edit dropped. */
  everProducts: Set<string>;
  /** The order's first event: its place in the waiting queue. */
  placedPosition: string;
  /** The stream version the saga read: the lines it reserved are those of this version. */
  version: number;
}

/** The order decider, refusing nothing and recording nothing once the order was edited or canceled after `version`. */
function unlessChangedSince(version: number): Decider<OrderCommand, OrderEvent, { order: OrderState; version: number; changed: boolean }> {
  return {
    initialState: { order: orderDecider.initialState, version: 0, changed: false },
    evolve: (state, event) => ({
      order: orderDecider.evolve(state.order, event),
      version: state.version + 1,
      changed: state.changed || (state.version + 1 > version && (event.type === 'OrderEdited' || event.type === 'OrderCanceled')),
    }),
    decide: (command, state) => (state.changed ? [] : orderDecider.decide(command, state.order)),
  };
}

@Injectable()
export class OrderStockSaga implements Saga {
  readonly name = 'order-stock';
  readonly handles = [
    'OrderPlaced',
    'OrderReservationShort',
    'OrderEdited',
    'OrderReservationRetried',
    'OrderCanceled',
    'OrderHandedOver',
    'StockChanged',
    'ReservationReleased',
  ];
  /**
   * Orders are reserved side by side (each on its own, serialised per product by the inventory stream); a stock event
   * reads and retries the waiting orders, so it waits until every order step before it is recorded.
   */
  readonly concurrency = 16;
  /**
   * A placement that reserved in its own append needs nothing; a shortfall this saga recorded itself was written to the
   * waiting orders with its step. A shortfall recorded at placement is taken in (shortAtPlacement).
   */
  wants(event: StoredEvent): boolean {
    if (event.type === 'OrderPlaced') return !(event.data as { reservedAtPlacement?: true }).reservedAtPlacement;
    if (event.type === 'OrderReservationShort') return !event.metadata.causationId?.startsWith(`saga:${this.name}:`);
    return true;
  }

  partitionOf(event: StoredEvent): string | null {
    return event.streamId.startsWith('order-') ? event.streamId : null;
  }

  constructor(
    private readonly bus: CommandBus,
    private readonly queries: QueryBus,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<unknown>,
  ) {}

  async react(stored: StoredEvent): Promise<ReservationReaction> {
    if (stored.streamId.startsWith('inventory-')) {
      const event = { type: stored.type, data: stored.data } as InventoryEvent;
      const freed =
        (event.type === 'StockChanged' && event.data.delta > 0) ||
        (event.type === 'ReservationReleased' && event.data.reason === 'CANCELED');
      return freed ? this.retryWaiting(stored.streamId.slice('inventory-'.length)) : undefined;
    }
    if (!stored.streamId.startsWith('order-')) return undefined;
    const event = { type: stored.type, data: stored.data } as OrderEvent;
    // Placements written before orders existed (billing's tests) carry no lines: nothing to reserve.
    if (event.type === 'OrderPlaced' && !event.data.lines) return undefined;
    const order = await this.orderAt(stored.streamId);
    if (!order) return undefined;
    switch (event.type) {
      case 'OrderPlaced':
      case 'OrderEdited':
      case 'OrderReservationRetried':
        return this.reserve(order);
      case 'OrderReservationShort':
        return this.shortAtPlacement(order);
      case 'OrderCanceled':
        await this.releaseAll(order);
        return { kind: 'not-waiting', orderId: order.orderId };
      case 'OrderHandedOver':
        for (const productId of unitsByProduct(order.state.lines).keys())
          await this.bus.execute(new FulfilReservation(productId, order.orderId));
        return { kind: 'not-waiting', orderId: order.orderId };
      default:
        return undefined;
    }
  }

  async record(trx: Transaction<SagaTables>, _event: StoredEvent, reacted: unknown): Promise<void> {
    const change = reacted as ReservationReaction;
    if (change) await this.waitingOrders(trx).apply(change);
  }

  /** The saga's table of waiting orders (a property test keeps it in memory). */
  protected waitingOrders(db: Kysely<SagaTables> | Transaction<SagaTables>): WaitingOrders {
    return waitingOrdersTable(db);
  }

  /**
   * Reserves the order's current lines, product by product, if it is still RESERVING: all there → READY; one short →
   * what this attempt took is released and the order is INSUFFICIENT_GOODS with every product it lacks. A canceled
   * order releases instead; any other status means the step was done before (a replay): its outcome is kept.
   */
  private async reserve(order: OrderSoFar): Promise<ReservationReaction> {
    const { orderId, state } = order;
    const status = state.facets.status;
    if (status === 'CANCELED') await this.releaseAll(order);
    if (status === 'INSUFFICIENT_GOODS') return this.waitingOn(order, state.missing);
    if (status !== 'RESERVING') return { kind: 'not-waiting', orderId };

    const units = unitsByProduct(state.lines);
    // What an edit dropped goes back first.
    for (const productId of order.everProducts)
      if (!units.has(productId)) await this.bus.execute(new ReleaseReservation(productId, orderId));
    const missing: MissingGoods[] = [];
    for (const [productId, quantity] of units) {
      if (missing.length > 0) {
        // Already short: the rest is only looked at, so the seller sees everything the order lacks.
        const free = await this.freeFor(productId, orderId);
        if (free < quantity) missing.push(this.missingOf(state.lines, productId, quantity, free));
        continue;
      }
      const result = await this.bus.execute(new ReserveStock(productId, orderId, quantity));
      if (!result.ok) missing.push(this.missingOf(state.lines, productId, quantity, result.available));
    }
    if (missing.length > 0) for (const productId of units.keys()) await this.bus.execute(new ReleaseReservation(productId, orderId));
    const result = missing.length > 0 ? { ok: false as const, missing } : { ok: true as const };
    // An edit (or cancel) that landed while the saga reserved makes these lines stale: its own step reserves again.
    const command: OrderCommand = { type: 'RecordReservation', result, at: this.clock.now() };
    const recorded = await unlessAlreadyDone(
      executeCommand(this.deps, orderStream(orderId), unlessChangedSince(order.version), command),
      MOVED_ON,
    );
    if (recorded && recorded.state.changed) return undefined;
    return missing.length > 0 ? this.waitingOn(order, missing) : { kind: 'not-waiting', orderId };
  }

  /**
   * An order found short when it was placed waits for its products; unless the stock it lacked arrived between the
   * placement's look and this step (a stock event before this one in the log found no waiting row for it): then it is
   * asked to reserve again at once.
   */
  private async shortAtPlacement(order: OrderSoFar): Promise<ReservationReaction> {
    const { state, orderId } = order;
    if (state.facets.status !== 'INSUFFICIENT_GOODS') return undefined;
    const units = unitsByProduct(state.lines);
    for (const { productId } of state.missing)
      if ((await this.freeFor(productId, orderId)) < (units.get(productId) ?? 0)) return this.waitingOn(order, state.missing);
    await this.order(orderId, { type: 'RetryReservation', at: this.clock.now() });
    return undefined;
  }

  /**
   * Stock of `productId` was freed: its waiting orders are asked to reserve again, oldest first, each whose needs of
   * every product it waits for the free units still cover (an order short of another product is not retried in a
   * loop). An order already retried (RESERVING) counts against the free units; rows of orders that moved on are dropped.
   */
  private async retryWaiting(productId: string): Promise<ReservationReaction> {
    const waiting = await this.waitingOrders(this.db as Kysely<SagaTables>).waitingFor(productId);
    if (waiting.length === 0) return undefined;
    const queue = waiting.sort(
      (a, b) =>
        comparePositions(a.placedPosition as GlobalPosition, b.placedPosition as GlobalPosition) || a.orderId.localeCompare(b.orderId),
    );
    const free = new Map<string, number>();
    const freeOf = async (id: string) => free.get(id) ?? (await this.queries.execute(new GetFreeStock(id)));
    const stale: string[] = [];
    for (const { orderId, needs } of queue) {
      const status = (await this.orderAt(orderStream(orderId)))?.state.facets.status;
      if (status !== 'INSUFFICIENT_GOODS' && status !== 'RESERVING') {
        stale.push(orderId);
        continue;
      }
      const left = new Map<string, number>();
      for (const [id, need] of needs) left.set(id, (await freeOf(id)) - need);
      if (status === 'INSUFFICIENT_GOODS' && [...left.values()].some((n) => n < 0)) continue;
      for (const [id, n] of left) free.set(id, n);
      if (status === 'INSUFFICIENT_GOODS') await this.order(orderId, { type: 'RetryReservation', at: this.clock.now() });
    }
    return { kind: 'stale', orderIds: stale };
  }

  private async releaseAll(order: OrderSoFar): Promise<void> {
    for (const productId of order.everProducts) await this.bus.execute(new ReleaseReservation(productId, order.orderId));
  }

  /** Units of the product free for this order: what is available plus what it already holds. */
  private freeFor(productId: string, orderId: string): Promise<number> {
    return this.queries.execute(new GetFreeStock(productId, orderId));
  }

  private missingOf(lines: readonly OrderLine[], productId: string, requested: number, free: number): MissingGoods {
    const sku = lines.find((line) => line.productId === productId)?.sku ?? '';
    return { productId, sku, requested, available: Math.max(0, free) };
  }

  private waitingOn(order: OrderSoFar, missing: readonly MissingGoods[]): ReservationReaction {
    return { kind: 'waiting', orderId: order.orderId, placedPosition: order.placedPosition, missing, lines: order.state.lines };
  }

  private async order(orderId: string, command: OrderCommand): Promise<void> {
    await unlessAlreadyDone(runOrderCommand(this.deps, orderId, command), MOVED_ON);
  }

  /** The order as it stands now (the saga acts on its current lines and status, whichever event woke it). */
  private async orderAt(streamId: string): Promise<OrderSoFar | null> {
    const history = await this.deps.store.readStream(streamId);
    const first = history[0];
    if (!first) return null;
    const state = foldEvents(orderDecider, history);
    const everProducts = new Set<string>();
    for (const e of history)
      if (e.type === 'OrderPlaced' || e.type === 'OrderEdited')
        for (const line of (e.data as { lines?: OrderLine[] }).lines ?? []) everProducts.add(line.productId);
    const orderId = state.orderId ?? streamId.replace(/^order-/, '');
    return { orderId, state, everProducts, placedPosition: first.position, version: history.length };
  }
}
