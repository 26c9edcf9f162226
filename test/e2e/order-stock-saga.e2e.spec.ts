// The order-stock saga on the real app: order events (appended as the order commands write them) reserve, re-reserve,
// release and ship stock on the products' inventory streams, and stock arriving retries the waiting orders, oldest
// first. Every figure is read back from the streams themselves.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ReserveStock } from '../../services/src/catalog/commands/reserve-stock.command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { SagaRunnerService } from '../../services/src/sagas/saga-runner.service';
import { inventoryOf, orderStockDriver, stockArrives } from '../support/order-stock';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let deps: CommandDeps;
let orders: ReturnType<typeof orderStockDriver>;
beforeAll(async () => {
  app = await startTestApp();
  deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  orders = orderStockDriver(deps, randomUUID());
});
afterAll(() => app.close());

async function productWith(units: number): Promise<string> {
  const productId = randomUUID();
  if (units > 0) await stockArrives(deps, productId, units);
  return productId;
}

const stock = async (productId: string) => {
  const { state } = await inventoryOf(deps, productId);
  return { total: state.total, reserved: state.reserved, reservations: state.reservations };
};

async function deadLetters(): Promise<number> {
  const { rows } = await app.running.persistence.sql.query<{ n: string }>(
    "select count(*)::text as n from saga_dead_letters where saga = 'order-stock'",
  );
  return Number(rows[0]?.n ?? 0);
}

describe('order-stock saga', () => {
  it('reserves every product of a placed order and records it READY_FOR_FULFILLMENT', async () => {
    const [a, b] = [await productWith(5), await productWith(2)];
    const id = await orders.placed([
      { productId: a, quantity: 2 },
      { productId: b, quantity: 1 },
      { productId: a, quantity: 1 },
    ]);
    await sagasSettled(app);
    expect((await orders.order(id)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect(await stock(a)).toEqual({ total: 5, reserved: 3, reservations: { [id]: 3 } });
    expect(await stock(b)).toEqual({ total: 2, reserved: 1, reservations: { [id]: 1 } });
  });

  it('records INSUFFICIENT_GOODS with every product it lacks, holding nothing', async () => {
    const [a, b, c] = [await productWith(5), await productWith(1), await productWith(0)];
    const id = await orders.placed([
      { productId: a, quantity: 2 },
      { productId: b, quantity: 3 },
      { productId: c, quantity: 1 },
    ]);
    await sagasSettled(app);
    const order = await orders.order(id);
    expect(order.facets.status).toBe('INSUFFICIENT_GOODS');
    expect(order.missing).toEqual([
      { productId: b, sku: `SKU-${b.slice(0, 8)}`, requested: 3, available: 1 },
      { productId: c, sku: `SKU-${c.slice(0, 8)}`, requested: 1, available: 0 },
    ]);
    for (const p of [a, b, c]) expect((await stock(p)).reserved).toBe(0);
  });

  it('re-sets the reservation to the edited lines and releases a product the edit dropped', async () => {
    const [a, b] = [await productWith(5), await productWith(5)];
    const id = await orders.placed([
      { productId: a, quantity: 2 },
      { productId: b, quantity: 2 },
    ]);
    await sagasSettled(app);
    await orders.edited(id, [{ productId: a, quantity: 4 }]);
    await sagasSettled(app);
    expect((await orders.order(id)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect(await stock(a)).toEqual({ total: 5, reserved: 4, reservations: { [id]: 4 } });
    expect(await stock(b)).toEqual({ total: 5, reserved: 0, reservations: {} });
  });

  it('releases everything a canceled order held, and a waiting order takes the freed units', async () => {
    const a = await productWith(2);
    const holder = await orders.placed([{ productId: a, quantity: 2 }]);
    await sagasSettled(app);
    const waiting = await orders.placed([{ productId: a, quantity: 1 }]);
    await sagasSettled(app);
    expect((await orders.order(waiting)).facets.status).toBe('INSUFFICIENT_GOODS');

    await orders.canceled(holder);
    await sagasSettled(app);
    expect((await orders.order(waiting)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect(await stock(a)).toEqual({ total: 2, reserved: 1, reservations: { [waiting]: 1 } });
  });

  it('ships a handed-over order: a FULFILLMENT entry takes the units out and the reservation is released FULFILLED', async () => {
    const a = await productWith(4);
    const id = await orders.placed([{ productId: a, quantity: 3 }]);
    await sagasSettled(app);
    await orders.handedOver(id);
    await sagasSettled(app);
    const { state, history } = await inventoryOf(deps, a);
    expect({ total: state.total, reserved: state.reserved }).toEqual({ total: 1, reserved: 0 });
    expect(history.slice(-2).map((e) => ({ type: e.type, data: e.data }))).toEqual([
      { type: 'ReservationReleased', data: expect.objectContaining({ documentId: id, quantity: 3, reason: 'FULFILLED' }) },
      { type: 'StockChanged', data: expect.objectContaining({ documentId: id, delta: -3, reason: 'FULFILLMENT', totalAfter: 1 }) },
    ]);
  });

  it('retries the waiting orders when stock arrives, oldest first, each the free units cover', async () => {
    const a = await productWith(0);
    const waiting: string[] = [];
    for (const quantity of [2, 1, 1]) {
      waiting.push(await orders.placed([{ productId: a, quantity }]));
      await sagasSettled(app);
    }
    await stockArrives(deps, a, 3);
    await sagasSettled(app);
    const statuses = await Promise.all(waiting.map(async (id) => (await orders.order(id)).facets.status));
    expect(statuses).toEqual(['READY_FOR_FULFILLMENT', 'READY_FOR_FULFILLMENT', 'INSUFFICIENT_GOODS']);
    await stockArrives(deps, a, 1);
    await sagasSettled(app);
    expect((await orders.order(waiting[2]!)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect((await stock(a)).reserved).toBe(4);
  });

  it('ignores placements written before orders existed (no lines)', async () => {
    const before = await deadLetters();
    const id = await orders.placedWithoutLines();
    await sagasSettled(app);
    expect((await orders.order(id)).facets.status).toBe('RESERVING');
    expect(await deadLetters()).toBe(before);
  });

  it('records nothing new when a step runs again after a crash (every command is keyed by the order)', async () => {
    const a = await productWith(3);
    const id = await orders.placed([{ productId: a, quantity: 2 }]);
    await sagasSettled(app);
    const saga = app.running.app.get(SagaRunnerService).sagas.find((s) => s.name === 'order-stock')!;
    const placedEvent = (await deps.store.readStream(`order-${id}`))[0]!;
    const [orderBefore, stockBefore] = [(await deps.store.readStream(`order-${id}`)).length, (await inventoryOf(deps, a)).history.length];
    await saga.react(placedEvent, { key: 'replay' });
    expect((await deps.store.readStream(`order-${id}`)).length).toBe(orderBefore);
    expect((await inventoryOf(deps, a)).history.length).toBe(stockBefore);
  });
  it('reserves the edited lines when the seller edits while the saga is reserving the placed ones', async () => {
    const a = await productWith(5);
    const execute = CommandBus.prototype.execute;
    let edited = false;
    let orderId = '';
    const spy = jest.spyOn(CommandBus.prototype, 'execute').mockImplementation(async function (this: CommandBus, command: object) {
      const result: unknown = await execute.call(this, command as never);
      // The edit lands between the saga's reservation and its answer on the order.
      if (command instanceof ReserveStock && command.orderId === orderId && !edited) {
        edited = true;
        await orders.edited(orderId, [{ productId: a, quantity: 4 }]);
      }
      return result;
    });
    try {
      orderId = await orders.placed([{ productId: a, quantity: 1 }]);
      await sagasSettled(app);
    } finally {
      spy.mockRestore();
    }
    expect(edited).toBe(true);
    expect((await orders.order(orderId)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect(await stock(a)).toEqual({ total: 5, reserved: 4, reservations: { [orderId]: 4 } });
  });
});
