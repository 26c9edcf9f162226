// The orders read side over real HTTP: the seller's list (tabs with counts, filters, sort, pages), one order with what
// the seller may do now, the timeline with actor and impersonator; the warehouse's fulfillment list; one seller never
// sees another's orders. Orders are seeded by appending their events to `order-<id>` streams, as the order decider and
// sagas would, so these tests do not depend on the order commands.
import { randomUUID } from 'node:crypto';
import {
  adminOrderViewRoutes as admin,
  orderRoutes,
  orderViewRoutes as routes,
  type OrderEvent,
  type OrderTab,
  type RouteContract,
} from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { apiRoute, type RouteInput } from '../support/api-route';
import { as, caughtUp } from '../support/billing';
import { createProduct, newProduct } from '../support/catalog';
import { orderDriver, orderEvent, orderLine, placed, sandboxLabel, toStatus } from '../support/order-events';
import { adminAccount } from '../support/roles';
import { startTestApp, type TestApp } from '../support/test-app';

let app: TestApp;
let staff: Account;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { SAGAS_ENABLED: 'false' } });
  staff = await adminAccount(app, 'STAFF');
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(() => app.close());

const drive = () => orderDriver(app.running.persistence.store);

/** Places an order of `seller` (its id), then appends `after`, and waits for the read models. */
async function order(seller: Account, after: OrderEvent[] = [], over: Parameters<typeof placed>[2] = {}): Promise<string> {
  const id = randomUUID();
  const position = await drive().append(id, [placed(id, seller.id, over), ...after], { userId: seller.id });
  await caughtUp(app, position);
  return id;
}

function get<R extends RouteContract>(account: Account, route: R, input: Omit<RouteInput<R>, 'headers'> = {} as never) {
  return apiRoute(app, route, { ...input, headers: as(account).headers } as unknown as RouteInput<R>);
}
const numbers = (body: { items: { number: string }[] }) => body.items.map((r) => r.number);
const day = (d: number) => `2027-01-${String(d).padStart(2, '0')}T12:00:00.000Z`;

describe('the seller’s order list', () => {
  it('puts each order in its tab and counts every tab for the badges', async () => {
    const seller = await newSeller(app);
    const ids: Record<string, string> = {};
    for (const [name, events] of Object.entries(toStatus)) ids[name] = await order(seller, events(), { number: `T-${name}` });

    const tab = async (name: string) => {
      const res = await get(seller, routes.list, { query: { tab: name as OrderTab } });
      expect(res.status).toBe(200);
      return res.body;
    };
    expect(numbers(await tab('action-required')).sort()).toEqual(['T-insufficient', 'T-labelFailed', 'T-paymentFailed', 'T-ready']);
    expect(numbers(await tab('processing')).sort()).toEqual(['T-processing', 'T-reserving']);
    expect(numbers(await tab('completed'))).toEqual(['T-processed']);
    expect(numbers(await tab('cancelled'))).toEqual(['T-canceled']);
    const all = await tab('all');
    expect(all.total).toBe(8);
    expect(all.counts).toEqual({ 'action-required': 4, processing: 2, completed: 1, cancelled: 1, all: 8 });

    const failed = all.items.find((r) => r.number === 'T-labelFailed')!;
    expect(failed).toMatchObject({ status: 'PROCESSING', labelFailed: true, labelFailureReason: 'Error purchasing label' });
    expect(all.items.find((r) => r.number === 'T-processed')).toMatchObject({
      status: 'PROCESSED',
      pickStatus: 'PICKED',
      paymentStatus: 'PAID',
      packed: true,
      trackingNumber: sandboxLabel.trackingNumber,
      totalCents: 3000,
      itemCount: 3,
      channel: 'MANUAL',
      registration: 'NONE',
    });
  });

  it('filters by part of the number, order date period and channel; the counts follow the filters', async () => {
    const seller = await newSeller(app);
    await order(seller, [], { number: 'WEB-1001', orderDate: day(1) });
    await order(seller, toStatus.ready(), { number: 'WEB-1002', orderDate: day(5) });
    await order(seller, [], {
      number: 'AMZ-77',
      orderDate: day(9),
      source: { channel: 'AMAZON', channelAccountId: randomUUID(), channelOrderId: '111-222' },
    });

    const list = async (query: Record<string, string>) => (await get(seller, routes.list, { query } as never)).body;
    expect(numbers(await list({ number: 'web-10', sort: 'number' }))).toEqual(['WEB-1001', 'WEB-1002']);
    expect(numbers(await list({ orderDateFrom: day(2), orderDateTo: day(9) }))).toEqual(['AMZ-77', 'WEB-1002']);
    const amazon = await list({ channel: 'AMAZON' });
    expect(amazon.items).toEqual([expect.objectContaining({ number: 'AMZ-77', channel: 'AMAZON', channelOrderId: '111-222' })]);
    expect((await list({ number: 'WEB' })).counts).toEqual({ 'action-required': 1, processing: 1, completed: 0, cancelled: 0, all: 2 });
    expect((await list({ number: '%' })).total).toBe(0);
  });

  it('sorts by order date, number or creation either way and pages without overlap', async () => {
    const seller = await newSeller(app);
    const made = [
      { number: 'B-2', orderDate: day(3) },
      { number: 'A-1', orderDate: day(7) },
      { number: 'C-3', orderDate: day(1) },
    ];
    for (const o of made) await order(seller, [], o);
    const sortedBy = async (sort: string) => numbers((await get(seller, routes.list, { query: { sort } } as never)).body);
    expect(await sortedBy('-orderDate')).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await sortedBy('orderDate')).toEqual(['C-3', 'B-2', 'A-1']);
    expect(await sortedBy('number')).toEqual(['A-1', 'B-2', 'C-3']);
    expect(await sortedBy('-number')).toEqual(['C-3', 'B-2', 'A-1']);
    expect(await sortedBy('createdAt')).toEqual(['B-2', 'A-1', 'C-3']);

    const page = async (n: number) => (await get(seller, routes.list, { query: { sort: 'number', page: n, pageSize: 2 } } as never)).body;
    const [first, second] = [await page(1), await page(2)];
    expect([numbers(first), numbers(second)]).toEqual([['A-1', 'B-2'], ['C-3']]);
    expect([first.total, second.total, second.page, second.pageSize]).toEqual([3, 3, 2, 2]);
  });

  it('refuses an unknown tab or sort and a malformed date with 400', async () => {
    const seller = await newSeller(app);
    for (const query of [{ tab: 'urgent' }, { sort: 'buyer' }, { orderDateFrom: 'yesterday' }, { pageSize: '0' }]) {
      const res = await get(seller, routes.list, { query } as never);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
  });

  it('reads its own write: a list asked with X-Min-Position shows the order just appended', async () => {
    const seller = await newSeller(app);
    const id = randomUUID();
    const position = await drive().append(id, [placed(id, seller.id, { number: 'RYW-1' })], { userId: seller.id });
    const res = await apiRoute(app, routes.list, { query: {}, headers: { ...as(seller).headers, 'X-Min-Position': position } } as never);
    expect(res.status).toBe(200);
    expect(numbers(res.body)).toEqual(['RYW-1']);
    const view = await apiRoute(app, routes.get, {
      params: { orderId: id },
      headers: { ...as(seller).headers, 'X-Min-Position': position },
    });
    expect(view.body).toMatchObject({ id, status: 'RESERVING' });
  });
});

describe('one order', () => {
  it('shows buyer, address, lines with the product’s title, missing goods, and what the seller may do', async () => {
    const seller = await newSeller(app);
    const sku = `MUG-${randomUUID().slice(0, 6)}`;
    const productId = await createProduct(app, as(seller).headers, newProduct(sku));
    const id = await order(seller, toStatus.insufficient(), {
      number: 'V-1',
      note: 'Leave at door',
      lines: [orderLine(sku, 3, 999, productId)],
    });

    const res = await get(seller, routes.get, { params: { orderId: id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      number: 'V-1',
      status: 'INSUFFICIENT_GOODS',
      buyer: { fullName: 'Ada Lovelace', phone: '+1 555 010 0000' },
      address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null },
      note: 'Leave at door',
      lines: [{ productId, sku, title: `Mug ${sku}`, quantity: 3, priceCents: 999 }],
      missing: [{ productId: 'p-1', sku: 'SKU-A', requested: 2, available: 1 }],
      totalCents: 2997,
      fulfillment: null,
      label: null,
      costs: null,
      changeable: true,
      cancelable: true,
      shipmentCancelable: false,
      returnable: false,
    });
    expect(res.body).not.toHaveProperty('sellerId');
  });

  it('shows the fulfillment, label, costs and comments of a processing order; cancel shipment allowed until packed', async () => {
    const seller = await newSeller(app);
    const costs = { pickPackCents: 300, labelCents: 750, extraServicesCents: 0, totalCents: 1050 };
    const id = await order(seller, [
      ...toStatus.processing(),
      orderEvent('FulfillmentCostsCalculated', { costs }),
      orderEvent('OrderCommentAdded', { author: 'SELLER', text: 'Gift wrap please' }),
      orderEvent('OrderCommentAdded', { author: 'MANAGER', text: 'Box dented' }),
    ]);
    const view = async () => (await get(seller, routes.get, { params: { orderId: id } })).body;
    expect(await view()).toMatchObject({
      status: 'PROCESSING',
      pickStatus: 'NOT_PICKED',
      fulfillment: { options: { label: { kind: 'BUY', priority: 'CHEAPEST' }, comment: 'Fragile' }, automatic: false },
      label: { carrier: 'SANDBOX', service: 'GROUND', trackingNumber: 'SBX123456', costCents: 750, estimatedDays: 3 },
      costs,
      sellerComments: [{ author: 'SELLER', text: 'Gift wrap please' }],
      managerComments: [{ author: 'MANAGER', text: 'Box dented' }],
      changeable: false,
      cancelable: true,
      shipmentCancelable: true,
    });
    const packed = [
      orderEvent('FulfillmentPaymentRequested', { attempt: 1 }),
      orderEvent('FulfillmentPaid', { amountCents: 1050 }),
      orderEvent('PickingStarted', {}),
      orderEvent('OrderPicked', {}),
      orderEvent('OrderPacked', {}),
    ];
    await caughtUp(app, await drive().append(id, packed, { userId: manager.id }));
    expect(await view()).toMatchObject({ packed: true, changeable: false, cancelable: false, shipmentCancelable: false });
  });

  it('offers a return for a canceled order once', async () => {
    const seller = await newSeller(app);
    const id = await order(seller, toStatus.canceled());
    expect((await get(seller, routes.get, { params: { orderId: id } })).body).toMatchObject({ status: 'CANCELED', returnable: true });
    await caughtUp(
      app,
      await drive().append(id, [orderEvent('ReturnShipmentCreated', { inboundShipmentId: randomUUID() })], { userId: seller.id }),
    );
    expect((await get(seller, routes.get, { params: { orderId: id } })).body).toMatchObject({ returnable: false });
  });

  it('lists the timeline with actor, role and the impersonating staff member by name', async () => {
    const seller = await newSeller(app);
    const id = randomUUID();
    await drive().append(id, [placed(id, seller.id)], { userId: seller.id, impersonatorId: staff.id });
    await drive().append(id, [orderEvent('OrderReserved', {})], { userId: null });
    await caughtUp(
      app,
      await drive().append(id, [orderEvent('OrderCommentAdded', { author: 'MANAGER', text: 'Hi' })], { userId: manager.id }),
    );

    for (const [account, route] of [
      [seller, routes.timeline],
      [staff, admin.timeline],
    ] as const) {
      const res = await get(account, route, { params: { orderId: id } });
      expect(res.status).toBe(200);
      expect(res.body.items.map((e) => [e.type, e.actorId, e.actorRole, e.actorName, e.impersonatorId, e.impersonatorName])).toEqual([
        ['OrderPlaced', seller.id, 'SELLER', expect.any(String), staff.id, 'Wendy Warehouse'],
        ['OrderReserved', null, null, null, null, null],
        ['OrderCommentAdded', manager.id, 'WAREHOUSE_MANAGER', 'Wendy Warehouse', null, null],
      ]);
      expect(res.body.items[2]!.data).toEqual({ author: 'MANAGER', text: 'Hi' });
    }
  });
});

describe('tenant isolation and access', () => {
  it('leaves the write side’s fixed paths to it: /orders/auto-fulfillment is not read as an order id', async () => {
    const seller = await newSeller(app);
    const res = await get(seller, orderRoutes.getAutoFulfillment);
    expect(res.status).toBe(200);
  });

  it('never shows a seller another seller’s order: 404 on the order and its timeline, absent from the list', async () => {
    const [owner, other] = [await newSeller(app), await newSeller(app)];
    const id = await order(owner, [], { number: 'MINE-1' });
    expect((await get(other, routes.get, { params: { orderId: id } })).status).toBe(404);
    expect((await get(other, routes.get, { params: { orderId: id } })).body.code).toBe('NOT_FOUND');
    expect((await get(other, routes.timeline, { params: { orderId: id } })).status).toBe(404);
    const list = (await get(other, routes.list, { query: { number: 'MINE-1' } } as never)).body;
    expect([list.total, list.counts.all]).toEqual([0, 0]);
    expect((await get(owner, routes.get, { params: { orderId: randomUUID() } })).status).toBe(404);
    expect((await get(owner, routes.get, { params: { orderId: 'not-a-uuid' } })).status).toBe(400);
  });

  it('gives staff and managers every seller’s orders with the seller, filtered by seller, facets and number; sellers get 403', async () => {
    const [a, b] = [await newSeller(app), await newSeller(app)];
    const paid = await order(
      a,
      [
        ...toStatus.processing(),
        orderEvent('FulfillmentPaymentRequested', { attempt: 1 }),
        orderEvent('FulfillmentPaid', { amountCents: 1 }),
      ],
      {
        number: 'ADM-A1',
      },
    );
    await order(a, toStatus.ready(), { number: 'ADM-A2' });
    await order(b, toStatus.ready(), { number: 'ADM-B1' });

    const list = async (account: Account, query: Record<string, unknown>) => get(account, admin.list, { query } as never);
    const bySeller = await list(staff, { sellerId: a.id, sort: 'number' });
    expect(bySeller.status).toBe(200);
    expect(numbers(bySeller.body)).toEqual(['ADM-A1', 'ADM-A2']);
    expect(bySeller.body.items[0]).toMatchObject({ sellerId: a.id, sellerEmail: a.email });
    expect(numbers((await list(manager, { number: 'ADM-', status: 'READY_FOR_FULFILLMENT', sort: 'number' })).body)).toEqual([
      'ADM-A2',
      'ADM-B1',
    ]);
    expect(numbers((await list(staff, { sellerId: a.id, paymentStatus: 'PAID', pickStatus: ['NOT_PICKED', 'PICKING'] })).body)).toEqual([
      'ADM-A1',
    ]);
    expect((await get(manager, admin.get, { params: { orderId: paid } })).body).toMatchObject({
      id: paid,
      sellerId: a.id,
      sellerEmail: a.email,
      paymentStatus: 'PAID',
    });

    expect((await list(a, {})).status).toBe(403);
    expect((await get(a, admin.get, { params: { orderId: paid } })).status).toBe(403);
    // The seller's own list is a seller route: staff read it only acting as a seller (admin_mode).
    const own = await get(staff, routes.list, { query: { number: 'ADM-' } } as never);
    expect([own.status, own.body.code]).toEqual([403, 'SELLER_ONLY']);
  });
});
