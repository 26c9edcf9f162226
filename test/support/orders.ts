// Order test data over HTTP: a seller's products with stock, an order body, placing an order, and (for the warehouse and
// saga steps this slice does not serve over HTTP) driving an order's stream as the sagas and the warehouse would.
import { orderRoutes, type OrderEvent } from '@ledgerhouse/contracts';
import type { GlobalPosition } from '@ledgerhouse/infra';
import { loadState } from '../../services/src/event-sourcing/load-state';
import { orderDecider, orderStream, type OrderCommand } from '../../services/src/orders/domain/order';
import { runOrderCommand } from '../../services/src/orders/services/run-order-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import type { Account } from './accounts';
import { api } from './test-app';
import { as } from './billing';
import { createProduct, newProduct } from './catalog';
import { call, uniq } from './inbound';
import type { TestApp } from './test-app';

export const buyer = { fullName: 'Ada Lovelace', phone: '+1 (555) 010-0000' };
export const address = { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: 'Apt 2' };
export const buyLabel = { label: { kind: 'BUY' as const, priority: 'CHEAPEST' as const } };

/** Products of the seller, each with `stock` units counted in by the manager; their ids and SKUs. */
export async function stockedProducts(app: TestApp, seller: Account, manager: Account, stock: number[]) {
  const made: { id: string; sku: string }[] = [];
  for (const counted of stock) {
    const sku = uniq('SKU');
    const id = await createProduct(app, as(seller).headers, newProduct(sku));
    if (counted > 0) {
      const res = await api(app, 'POST', `/api/admin/products/${id}/stock-taking`, { ...as(manager), body: { counted, comment: 'Count' } });
      if (res.status !== 200) throw new Error(`stock-taking: ${res.status} ${JSON.stringify(res.body)}`);
      await app.running.runner.waitFor(res.body.position as GlobalPosition, 5000);
    }
    made.push({ id, sku });
  }
  return made;
}

export const orderBody = (lines: { sku: string; quantity: number; priceCents?: number }[], extra: Record<string, unknown> = {}) => ({
  number: uniq('SO'),
  orderDate: '2027-03-01T10:00:00.000Z',
  buyer,
  address,
  note: 'Leave at the door',
  lines: lines.map((line) => ({ priceCents: 1500, ...line })),
  ...extra,
});

/** Places the order; its id. Fails on any refusal. */
export async function placeOrder(app: TestApp, seller: Account, body: ReturnType<typeof orderBody>): Promise<string> {
  const res = await call(app, seller, orderRoutes.create, { body } as never);
  if (res.status !== 201) throw new Error(`place order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

export const orderState = (app: TestApp, orderId: string) => loadState(app.running.persistence.store, orderStream(orderId), orderDecider);

export async function orderEvents(app: TestApp, orderId: string) {
  return (await app.running.persistence.store.readStream(orderStream(orderId))) as unknown as (OrderEvent & {
    metadata: { userId: string | null; impersonatorId: string | null };
  })[];
}

/** An order command without its time (each member of the union keeps its own fields). */
type Untimed<C> = C extends unknown ? Omit<C, 'at'> : never;
export type UntimedOrderCommand = Untimed<OrderCommand>;

/** Runs commands on the order as a saga or the warehouse would (their routes belong to other slices). */
export async function drive(app: TestApp, orderId: string, ...commands: UntimedOrderCommand[]): Promise<void> {
  const deps = app.running.app.get<symbol, CommandDeps>(COMMAND_DEPS);
  for (const command of commands) await runOrderCommand(deps, orderId, { ...command, at: new Date() } as OrderCommand);
}

/** The saga and warehouse steps from READY_FOR_FULFILLMENT + started to packed. */
export const toPacked = (lines: { productId: string; quantity: number }[]): UntimedOrderCommand[] => [
  { type: 'RequestLabelPurchase', requestId: 'req-1' },
  {
    type: 'AttachLabel',
    label: {
      carrier: 'SANDBOX',
      service: 'GROUND',
      trackingNumber: 'SBX1',
      fileId: null,
      costCents: 700,
      carrierLabelId: 'l1',
      estimatedDays: 3,
    },
  },
  { type: 'RecordCosts', costs: { pickPackCents: 300, labelCents: 700, extraServicesCents: 0, totalCents: 1000 } },
  { type: 'RequestPayment' },
  { type: 'RecordPayment', result: { ok: true, amountCents: 1000 } },
  { type: 'StartPicking' },
  ...lines.map((line, i) => ({
    type: 'PickUnits' as const,
    units: { scanId: `scan-${i}`, productId: line.productId, binId: 'bin-1', quantity: line.quantity },
  })),
  { type: 'Pack' },
];
