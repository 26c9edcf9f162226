// Oversell over real HTTP: 200 concurrent 1-unit orders for a product with 50 in stock. The products read model is
// held at 50 available during the burst (its projections paused), so every placement passes the placement check, as
// placements racing past it do: only the reservation appended with each placement, guarded by the inventory stream's
// version, decides. Every answer already holds the outcome: exactly 50 orders are READY_FOR_FULFILLMENT and 150
// INSUFFICIENT_GOODS with the missing unit, before any saga ran for them; available never goes below zero
// at any event; the reserved-stock history has one entry per live reservation; stock arriving then serves the
// waiting orders oldest first.
import { adminProductRoutes, orderRoutes, type OrderStatus } from '@ledgerhouse/contracts';
import { comparePositions } from '../../infra/src';
import { foldEvents } from '../../services/src/event-sourcing/load-state';
import { orderDecider, orderStream } from '../../services/src/orders/domain/order';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, newSeller, type Account } from '../support/accounts';
import { apiRoute } from '../support/api-route';
import { createProduct, newProduct } from '../support/catalog';
import { inventoryOf } from '../support/order-stock';
import { adminAccount } from '../support/roles';
import { sagasSettled } from '../support/sagas';
import { startTestApp, type TestApp } from '../support/test-app';

const ORDERS = 200;
const IN_STOCK = 50;
// A hang guard, not a speed goal: the reservation saga settling 200 orders beside a multi-process file on 2 cores.
const HANG_GUARD_MS = 400_000;

let app: TestApp;
let deps: CommandDeps;
let seller: Account;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp();
  deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  [seller, manager] = [await newSeller(app), await adminAccount(app, 'WAREHOUSE_MANAGER')];
});
afterAll(() => app.close());

async function countStock(productId: string, counted: number): Promise<void> {
  const res = await apiRoute(app, adminProductRoutes.stockTaking, {
    params: { productId },
    body: { counted, comment: 'counted' },
    headers: bearer(manager),
  });
  expect(res.status).toBe(200);
  await sagasSettled(app);
}

const orderBody = (sku: string, i: number) => ({
  number: `OS-${i}`,
  orderDate: new Date().toISOString(),
  buyer: { fullName: `Buyer ${i}`, phone: '+1 555 010 0000' },
  address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
  note: null,
  lines: [{ sku, quantity: 1, priceCents: 1999 }],
});

async function statusOf(orderId: string): Promise<{ status: OrderStatus | null; missing: unknown[] }> {
  const state = foldEvents(orderDecider, await deps.store.readStream(orderStream(orderId)));
  return { status: state.facets.status, missing: [...state.missing] };
}

describe('order oversell', () => {
  it(
    'reserves exactly the 50 units among 200 concurrent orders, never below zero, and serves the waiting orders oldest first as stock arrives',
    async () => {
      const sku = 'HOT-1';
      const productId = await createProduct(app, bearer(seller), newProduct(sku));
      await countStock(productId, IN_STOCK);

      // The burst: the read model keeps saying 50 available, the saga decides.
      await app.running.runner.stop();
      const answers = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) => apiRoute(app, orderRoutes.create, { body: orderBody(sku, i), headers: bearer(seller) })),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 201)).toEqual([]);
      const ids = answers.map((a) => a.body.id as string);
      const answered = await Promise.all(ids.map(statusOf));
      expect(answered.filter((r) => r.status === 'RESERVING')).toEqual([]);
      const placements = await Promise.all(ids.map(async (id) => (await deps.store.readStream(orderStream(id)))[0]!.data));
      expect(placements.filter((d) => !(d as { reservedAtPlacement?: true }).reservedAtPlacement)).toEqual([]);
      await app.running.runner.start();
      await sagasSettled(app);

      const results = await Promise.all(ids.map(statusOf));
      expect(results.map((r) => r.status)).toEqual(answered.map((r) => r.status));
      const count = (status: OrderStatus) => results.filter((r) => r.status === status).length;
      expect({ ready: count('READY_FOR_FULFILLMENT'), insufficient: count('INSUFFICIENT_GOODS') }).toEqual({
        ready: IN_STOCK,
        insufficient: ORDERS - IN_STOCK,
      });
      for (const r of results.filter((x) => x.status === 'INSUFFICIENT_GOODS'))
        expect(r.missing).toEqual([{ productId, sku, requested: 1, available: 0 }]);

      // Available never negative at any event, and one StockReserved per live reservation.
      const { state, history } = await inventoryOf(deps, productId);
      let total = 0;
      for (const e of history) {
        const data = e.data as { totalAfter?: number; reservedAfter?: number };
        if (e.type === 'StockChanged') total = data.totalAfter!;
        if (data.reservedAfter !== undefined) expect(data.reservedAfter).toBeLessThanOrEqual(total);
      }
      expect({ total: state.total, reserved: state.reserved }).toEqual({ total: IN_STOCK, reserved: IN_STOCK });
      const reservedEvents = history.filter((e) => e.type === 'StockReserved');
      expect(reservedEvents).toHaveLength(IN_STOCK);
      const readyIds = ids.filter((_, i) => results[i]!.status === 'READY_FOR_FULFILLMENT').sort();
      expect(reservedEvents.map((e) => (e.data as { documentId: string }).documentId).sort()).toEqual(readyIds);
      const reservedHistory = await apiRoute(app, adminProductRoutes.reservedHistory, {
        params: { productId },
        query: { pageSize: '100' },
        headers: bearer(manager),
      });
      expect(reservedHistory.status).toBe(200);
      expect(reservedHistory.body.total).toBe(IN_STOCK);

      // 10 units arrive: the 10 oldest waiting orders (by placement) are served, the rest still wait.
      const waitingByAge = (
        await Promise.all(
          ids
            .filter((_, i) => results[i]!.status === 'INSUFFICIENT_GOODS')
            .map(async (id) => ({ id, placed: (await deps.store.readStream(orderStream(id)))[0]!.position })),
        )
      )
        .sort((a, b) => comparePositions(a.placed, b.placed))
        .map((o) => o.id);
      await countStock(productId, IN_STOCK + 10);
      const after = await Promise.all(waitingByAge.map(async (id) => (await statusOf(id)).status));
      expect(after.slice(0, 10)).toEqual(Array(10).fill('READY_FOR_FULFILLMENT'));
      expect(after.slice(10).every((s) => s === 'INSUFFICIENT_GOODS')).toBe(true);
      expect((await inventoryOf(deps, productId)).state.reserved).toBe(IN_STOCK + 10);
    },
    HANG_GUARD_MS,
  );
});
