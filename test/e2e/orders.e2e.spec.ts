// Orders over real HTTP, the seller's write side: create with the spec's validation messages, edit until the warehouse
// has it, cancel, cancel the shipment, start fulfillment (one and many), auto-fulfillment settings, comments (seller
// and manager); every rule's code and message, tenant isolation and roles. The sagas are off: the reservation and
// fulfillment steps are driven on the order's stream as the sagas would, so each test sees exactly its own steps.
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { orderRoutes as routes } from '@ledgerhouse/contracts';
import { newSeller, type Account } from '../support/accounts';
import { as, caughtUp, fields, fundWallet } from '../support/billing';
import { call } from '../support/inbound';
import { uploadFiles } from '../support/multipart';
import { buyLabel, drive, orderBody, orderEvents, orderState, placeOrder, stockedProducts, toPacked } from '../support/orders';
import { inventoryOf } from '../support/order-stock';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { ReserveStock } from '../../services/src/catalog/commands/reserve-stock.command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';

let app: TestApp;
let manager: Account;
let staff: Account;
beforeAll(async () => {
  app = await startTestApp({ env: { SAGAS_ENABLED: 'false' } });
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
  staff = await adminAccount(app, 'STAFF');
});
afterAll(() => app.close());

const id = (orderId: string) => ({ params: { orderId } });
const ru = { 'Accept-Language': 'ru-RU' };
const reserved = { type: 'RecordReservation' as const, result: { ok: true as const } };

/** A seller with one product of `stock` units and a placed order of `quantity` of it; $1,000 pays any label first. */
async function sellerWithOrder(stock = 10, quantity = 2) {
  const seller = await newSeller(app);
  await fundWallet(app, staff, seller.id, 100_000);
  const [product] = await stockedProducts(app, seller, manager, [stock]);
  const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity }]));
  return { seller, product: product!, orderId };
}

async function readyOrder(stock = 10, quantity = 2) {
  const made = await sellerWithOrder(stock, quantity);
  await drive(app, made.orderId, reserved);
  return made;
}

describe('orders: create', () => {
  it('places an order (201) with its lines resolved to the seller’s products and its stock reserved in the same append (READY_FOR_FULFILLMENT at once), and billing counts it', async () => {
    const seller = await newSeller(app);
    const [a, b] = await stockedProducts(app, seller, manager, [5, 3]);
    const body = orderBody([
      { sku: a!.sku.toLowerCase(), quantity: 2, priceCents: 1250 },
      { sku: b!.sku, quantity: 3, priceCents: 500 },
    ]);
    const res = await call(app, seller, routes.create, { body } as never);
    expect(res).toMatchObject({ status: 201, body: { id: expect.any(String), position: expect.any(String) } });
    const orderId = res.body.id;
    const state = await orderState(app, orderId);
    expect(state).toMatchObject({
      facets: { status: 'READY_FOR_FULFILLMENT', pick: null, payment: null, packed: false },
      sellerId: seller.id,
      number: body.number,
      source: { channel: 'MANUAL', channelAccountId: null, channelOrderId: null },
      buyer: body.buyer,
      address: body.address,
      note: 'Leave at the door',
      lines: [
        { productId: a!.id, sku: a!.sku, quantity: 2, priceCents: 1250 },
        { productId: b!.id, sku: b!.sku, quantity: 3, priceCents: 500 },
      ],
    });
    const [placed, reservedEvent, ...more] = await orderEvents(app, orderId);
    expect(placed).toMatchObject({
      type: 'OrderPlaced',
      data: { orderId, sellerId: seller.id, placedAt: expect.any(String), reservedAtPlacement: true },
    });
    expect([reservedEvent?.type, more]).toEqual(['OrderReserved', []]);
    // Each product's reservation was appended with the placement: the same transaction, the seller named on it.
    const deps = app.running.app.get<symbol, CommandDeps>(COMMAND_DEPS);
    for (const [product, quantity] of [
      [a!, 2],
      [b!, 3],
    ] as const) {
      const { state, history } = await inventoryOf(deps, product.id);
      expect(state.reservations[orderId]).toBe(quantity);
      const reservation = history.find((e) => e.type === 'StockReserved' && (e.data as { documentId: string }).documentId === orderId)!;
      expect(reservation.position.split('.')[0]).toBe(res.body.position.split('.')[0]);
      expect(reservation.metadata.userId).toBe(seller.id);
    }
    // Billing's free month counts placed orders from the orders_placed read model.
    await caughtUp(app, res.body.position);
    const counted = await app.running.persistence.db.selectFrom('orders_placed').selectAll().where('seller_id', '=', seller.id).execute();
    expect(counted).toEqual([expect.objectContaining({ order_id: orderId, seller_id: seller.id })]);
  });

  it('refuses a number the seller already used (any case) with ORDER_NUMBER_TAKEN on number; another seller may use it', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const [a] = await stockedProducts(app, seller, manager, [10]);
    const [theirs] = await stockedProducts(app, other, manager, [10]);
    const body = orderBody([{ sku: a!.sku, quantity: 1 }]);
    await placeOrder(app, seller, body);
    const again = await call(app, seller, routes.create, { body: { ...body, number: ` ${body.number.toLowerCase()} ` } } as never);
    expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_NUMBER_TAKEN', message: 'Order number already exists' } });
    expect(fields(again.body as never)).toEqual({ number: 'ORDER_NUMBER_TAKEN' });
    const inRussian = await api(app, 'POST', '/api/orders', { headers: { ...as(seller).headers, ...ru }, body });
    expect(inRussian.body.message).toBe('Заказ с таким номером уже существует');
    expect(
      (await call(app, other, routes.create, { body: { ...body, lines: [{ sku: theirs!.sku, quantity: 1, priceCents: 1 }] } } as never))
        .status,
    ).toBe(201);
  });

  it('refuses an unknown, another seller’s or a deleted SKU with ORDER_SKU_NOT_FOUND on each line’s sku', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const [a, gone] = await stockedProducts(app, seller, manager, [10, 0]);
    const [theirs] = await stockedProducts(app, other, manager, [10]);
    const removed = await api(app, 'DELETE', `/api/products/${gone!.id}`, as(seller));
    expect(removed.status).toBe(200);
    await caughtUp(app, removed.body.position);
    const body = orderBody([
      { sku: a!.sku, quantity: 1 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: theirs!.sku, quantity: 1 },
      { sku: gone!.sku, quantity: 1 },
    ]);
    const res = await call(app, seller, routes.create, { body } as never);
    expect(res).toMatchObject({ status: 422, body: { code: 'ORDER_SKU_NOT_FOUND', message: 'Product with this SKU not found' } });
    expect(fields(res.body as never)).toEqual({
      'lines.1.sku': 'ORDER_SKU_NOT_FOUND',
      'lines.2.sku': 'ORDER_SKU_NOT_FOUND',
      'lines.3.sku': 'ORDER_SKU_NOT_FOUND',
    });
    const inRussian = await api(app, 'POST', '/api/orders', { headers: { ...as(seller).headers, ...ru }, body });
    expect(inRussian.body.message).toBe('Товар с таким SKU не найден');
  });

  it('refuses deleting a product an open order holds with PRODUCT_IN_USE naming the order, in both languages', async () => {
    const seller = await newSeller(app);
    const [held] = await stockedProducts(app, seller, manager, [5]);
    const body = orderBody([{ sku: held!.sku, quantity: 1 }]);
    await placeOrder(app, seller, body);
    const refused = await api(app, 'DELETE', `/api/products/${held!.id}`, as(seller));
    expect(refused).toMatchObject({ status: 409, body: { code: 'PRODUCT_IN_USE', details: { shipments: [], orders: [body.number] } } });
    expect(refused.body.message).toContain(body.number);
    const inRussian = await api(app, 'DELETE', `/api/products/${held!.id}`, { headers: { ...as(seller).headers, ...ru } });
    expect(inRussian.body.message).toContain(`заказах (${body.number})`);
    expect((await api(app, 'GET', `/api/products/${held!.id}`, as(seller))).status).toBe(200);
  });

  it('refuses more than the available stock: ORDER_INSUFFICIENT_STOCK with ‘{quantity} items available in stock’ per line, and takes no number', async () => {
    const seller = await newSeller(app);
    const [a, b, none] = await stockedProducts(app, seller, manager, [3, 5, 0]);
    const body = orderBody([
      { sku: a!.sku, quantity: 4 },
      { sku: b!.sku, quantity: 5 },
      { sku: none!.sku, quantity: 1 },
    ]);
    const res = await call(app, seller, routes.create, { body } as never);
    expect(res).toMatchObject({
      status: 422,
      body: { code: 'ORDER_INSUFFICIENT_STOCK', message: 'Cannot create order – insufficient stock' },
    });
    expect((res.body.details as { fields: unknown[] }).fields).toEqual([
      { field: 'lines.0.quantity', code: 'ORDER_QUANTITY_EXCEEDS_AVAILABLE', params: { quantity: 3 } },
      { field: 'lines.2.quantity', code: 'ORDER_QUANTITY_EXCEEDS_AVAILABLE', params: { quantity: 0 } },
    ]);
    const inRussian = await api(app, 'POST', '/api/orders', { headers: { ...as(seller).headers, ...ru }, body });
    expect(inRussian.body.message).toBe('Невозможно создать заказ – недостаточно товара');
    // Going back and fixing the quantities places it under the same number.
    const fixed = { ...body, lines: [body.lines[0]!, body.lines[1]!].map((line, i) => ({ ...line, quantity: i === 0 ? 3 : 5 })) };
    expect((await call(app, seller, routes.create, { body: fixed } as never)).status).toBe(201);
  });

  it('checks a new order before it is confirmed with the create’s own refusals, placing nothing', async () => {
    const seller = await newSeller(app);
    const [a] = await stockedProducts(app, seller, manager, [11]);
    const check = (body: ReturnType<typeof orderBody>) => call(app, seller, routes.check, { body } as never);
    const body = orderBody([{ sku: a!.sku, quantity: 12 }]);
    const short = await check(body);
    expect(short).toMatchObject({ status: 422, body: { code: 'ORDER_INSUFFICIENT_STOCK' } });
    expect((short.body as { details: { fields: unknown[] } }).details.fields).toMatchObject([
      { field: 'lines.0.quantity', code: 'ORDER_QUANTITY_EXCEEDS_AVAILABLE', params: { quantity: 11 } },
    ]);
    const unknown = await check(orderBody([{ sku: 'NO-SUCH-SKU', quantity: 1 }]));
    expect(fields(unknown.body as never)).toEqual({ 'lines.0.sku': 'ORDER_SKU_NOT_FOUND' });
    expect(await check({ ...body, lines: [{ sku: a!.sku, quantity: 11, priceCents: 100 }] })).toMatchObject({
      status: 200,
      body: { valid: true },
    });
    // The checked number is still free: the create takes it.
    const placed = await call(app, seller, routes.create, {
      body: { ...body, lines: [{ sku: a!.sku, quantity: 1, priceCents: 100 }] },
    } as never);
    expect(placed.status).toBe(201);
    await caughtUp(app, placed.body.position);
    expect(fields((await check({ ...body, number: body.number.toLowerCase() })).body as never)).toEqual({ number: 'ORDER_NUMBER_TAKEN' });
  });

  it('refuses a SKU on two lines with ORDER_DUPLICATE_SKU on the second', async () => {
    const seller = await newSeller(app);
    const [a] = await stockedProducts(app, seller, manager, [10]);
    const res = await call(app, seller, routes.create, {
      body: orderBody([
        { sku: a!.sku, quantity: 1 },
        { sku: a!.sku.toLowerCase(), quantity: 1 },
      ]),
    } as never);
    expect(res).toMatchObject({ status: 422, body: { code: 'ORDER_DUPLICATE_SKU' } });
    expect(fields(res.body as never)).toEqual({ 'lines.1.sku': 'ORDER_DUPLICATE_SKU' });
  });

  it('answers malformed orders with 4xx and the bad fields, never a 500', async () => {
    const seller = await newSeller(app);
    const [a] = await stockedProducts(app, seller, manager, [10]);
    const good = orderBody([{ sku: a!.sku, quantity: 1 }]);
    const post = (body: unknown) => api(app, 'POST', '/api/orders', { ...as(seller), body });
    const cases: [unknown, Record<string, string>][] = [
      [{ ...good, number: '' }, { number: 'REQUIRED' }],
      [{ ...good, lines: [] }, { lines: 'MIN_LENGTH' }],
      [{ ...good, lines: [{ sku: a!.sku, quantity: 0, priceCents: 1 }] }, { 'lines.0.quantity': 'TOO_SMALL' }],
      [{ ...good, lines: [{ sku: a!.sku, quantity: 1.5, priceCents: 1 }] }, { 'lines.0.quantity': 'INVALID_TYPE' }],
      [{ ...good, lines: [{ sku: a!.sku, quantity: 1, priceCents: -1 }] }, { 'lines.0.priceCents': 'TOO_SMALL' }],
      [{ ...good, address: { ...good.address, country: 'ZZ' } }, { 'address.country': 'COUNTRY_UNKNOWN' }],
      [{ ...good, buyer: { fullName: 'Ada', phone: 'call me' } }, { 'buyer.phone': 'INVALID_VALUE' }],
      [{ ...good, orderDate: 'yesterday' }, { orderDate: 'INVALID_VALUE' }],
      [{ ...good, channel: 'EBAY' }, { channel: 'INVALID_VALUE' }],
      [{ ...good, surprise: 1 }, { surprise: 'UNKNOWN_FIELD' }],
    ];
    for (const [body, expected] of cases) {
      const res = await post(body);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(fields(res.body)).toMatchObject(expected);
    }
    const { buyer: _buyer, ...noBuyer } = good;
    expect(fields((await post(noBuyer)).body)).toEqual({ buyer: 'REQUIRED' });
    expect(
      (
        await api(app, 'POST', '/api/orders', {
          ...as(seller),
          rawBody: 'not json',
          headers: { ...as(seller).headers, 'content-type': 'text/plain' },
        })
      ).status,
    ).toBe(415);
  });
});

describe('orders: edit', () => {
  const editBody = (sku: string, quantity: number) => ({
    orderDate: '2027-03-02T09:00:00.000Z',
    buyer: { fullName: 'Grace Hopper', phone: '+44 20 7946 0000' },
    address: { country: 'GB', region: 'London', city: 'London', postalCode: 'SW1A 1AA', line1: '10 Downing St' },
    note: null,
    lines: [{ sku, quantity, priceCents: 999 }],
  });

  it('edits an order still reserving or ready, and reservation starts again', async () => {
    const { seller, product, orderId } = await readyOrder(10, 2);
    const res = await call(app, seller, routes.update, { ...id(orderId), body: editBody(product.sku, 4) } as never);
    expect(res.status).toBe(200);
    expect(await orderState(app, orderId)).toMatchObject({
      facets: { status: 'RESERVING' },
      buyer: { fullName: 'Grace Hopper' },
      address: { country: 'GB', line2: null },
      note: null,
      lines: [{ productId: product.id, quantity: 4, priceCents: 999 }],
    });
  });

  it('counts the order’s own reserved units as available to its edit, while other orders see only what is left', async () => {
    const { seller, product, orderId } = await sellerWithOrder(3, 3);
    // What the reservation saga does: hold the units on the product's inventory stream, then record it on the order.
    expect(await app.running.app.get(CommandBus).execute(new ReserveStock(product.id, orderId, 3))).toEqual({ ok: true });
    await drive(app, orderId, reserved);
    await caughtUp(app);
    expect((await call(app, seller, routes.update, { ...id(orderId), body: editBody(product.sku, 3) } as never)).status).toBe(200);
    const more = await call(app, seller, routes.update, { ...id(orderId), body: editBody(product.sku, 4) } as never);
    expect(more).toMatchObject({ status: 422, body: { code: 'ORDER_INSUFFICIENT_STOCK' } });
    expect((more.body.details as { fields: unknown[] }).fields).toEqual([
      { field: 'lines.0.quantity', code: 'ORDER_QUANTITY_EXCEEDS_AVAILABLE', params: { quantity: 3 } },
    ]);
    const another = await call(app, seller, routes.create, { body: orderBody([{ sku: product.sku, quantity: 1 }]) } as never);
    expect((another.body.details as { fields: unknown[] }).fields).toEqual([
      { field: 'lines.0.quantity', code: 'ORDER_QUANTITY_EXCEEDS_AVAILABLE', params: { quantity: 0 } },
    ]);
  });

  it('refuses an edit once fulfillment started with ORDER_NOT_EDITABLE, and on a canceled order', async () => {
    const { seller, product, orderId } = await readyOrder();
    expect((await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never)).status).toBe(200);
    const res = await call(app, seller, routes.update, { ...id(orderId), body: editBody(product.sku, 1) } as never);
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'ORDER_NOT_EDITABLE', message: 'The order can no longer be edited: the warehouse already has it' },
    });
    const canceled = await sellerWithOrder();
    await call(app, canceled.seller, routes.cancel, id(canceled.orderId));
    expect(
      (await call(app, canceled.seller, routes.update, { ...id(canceled.orderId), body: editBody(canceled.product.sku, 1) } as never)).body
        .code,
    ).toBe('ORDER_NOT_EDITABLE');
  });

  it('checks the new lines like a new order (SKU, stock) and leaves the order as it was', async () => {
    const { seller, product, orderId } = await sellerWithOrder(3, 1);
    const unknown = await call(app, seller, routes.update, { ...id(orderId), body: editBody('NOPE', 1) } as never);
    expect(unknown).toMatchObject({ status: 422, body: { code: 'ORDER_SKU_NOT_FOUND' } });
    const tooMany = await call(app, seller, routes.update, { ...id(orderId), body: editBody(product.sku, 50) } as never);
    expect(tooMany).toMatchObject({ status: 422, body: { code: 'ORDER_INSUFFICIENT_STOCK' } });
    expect((await orderState(app, orderId)).lines).toEqual([expect.objectContaining({ quantity: 1 })]);
  });
});

describe('orders: cancel and cancel shipment', () => {
  it('cancels (final; a repeat changes nothing) and then refuses fulfillment with ORDER_STATUS_CONFLICT', async () => {
    const { seller, orderId } = await readyOrder();
    const first = await call(app, seller, routes.cancel, id(orderId));
    expect(first.status).toBe(200);
    expect((await orderState(app, orderId)).facets.status).toBe('CANCELED');
    expect(await call(app, seller, routes.cancel, id(orderId))).toMatchObject({ status: 200, body: { position: '' } });
    const start = await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never);
    expect(start).toMatchObject({
      status: 409,
      body: { code: 'ORDER_STATUS_CONFLICT', message: 'The order cannot do this in its current status' },
    });
  });

  it('cancels a processing order until it is packed, then ORDER_CANCEL_AFTER_PACKING', async () => {
    const picking = await readyOrder(10, 2);
    await call(app, picking.seller, routes.startFulfillment, { ...id(picking.orderId), body: buyLabel } as never);
    await drive(app, picking.orderId, ...toPacked([{ productId: picking.product.id, quantity: 1 }]).filter((c) => c.type !== 'Pack'));
    expect((await call(app, picking.seller, routes.cancel, id(picking.orderId))).status).toBe(200);

    const packed = await readyOrder(10, 2);
    await call(app, packed.seller, routes.startFulfillment, { ...id(packed.orderId), body: buyLabel } as never);
    await drive(app, packed.orderId, ...toPacked([{ productId: packed.product.id, quantity: 2 }]));
    expect((await orderState(app, packed.orderId)).facets).toEqual({ status: 'PROCESSING', pick: 'PICKED', payment: 'PAID', packed: true });
    const cancel = await call(app, packed.seller, routes.cancel, id(packed.orderId));
    expect(cancel).toMatchObject({
      status: 409,
      body: { code: 'ORDER_CANCEL_AFTER_PACKING', message: 'The order cannot be canceled: packing has begun' },
    });
    const shipment = await call(app, packed.seller, routes.cancelShipment, id(packed.orderId));
    expect(shipment).toMatchObject({ status: 409, body: { code: 'ORDER_CANCEL_AFTER_PACKING' } });
    const inRussian = await api(app, 'POST', `/api/orders/${packed.orderId}/cancel`, { headers: { ...as(packed.seller).headers, ...ru } });
    expect(inRussian.body.message).toBe('Заказ нельзя отменить: упаковка уже началась');
  });

  it('cancels the shipment of a processing order: back to READY_FOR_FULFILLMENT, fulfillment may start again', async () => {
    const { seller, orderId } = await readyOrder();
    expect((await call(app, seller, routes.cancelShipment, id(orderId))).body.code).toBe('ORDER_STATUS_CONFLICT');
    await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never);
    expect((await call(app, seller, routes.cancelShipment, id(orderId))).status).toBe(200);
    expect((await orderState(app, orderId)).facets).toEqual({ status: 'READY_FOR_FULFILLMENT', pick: null, payment: null, packed: false });
    expect((await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never)).status).toBe(200);
  });
});

describe('orders: start fulfillment', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(800, 0x20)]);
  const upload = async (account: Account) => {
    const res = await uploadFiles(
      app,
      '/api/files',
      'files',
      [{ name: 'label.pdf', bytes: pdf, type: 'application/pdf' }],
      as(account).headers,
    );
    if (res.status !== 200 && res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.files[0].id as string;
  };

  it('starts a ready order with every option; the same start again changes nothing', async () => {
    const { seller, orderId } = await readyOrder();
    const labelFileId = await upload(seller);
    const invoiceId = await upload(seller);
    const options = {
      label: { kind: 'OWN', trackingNumber: '1Z999', courier: 'UPS', labelFileId },
      commercialInvoiceFileId: invoiceId,
      insurance: true,
      noteOnLabel: 'Fragile',
      taxpayer: { type: 'COMPANY', number: 'DE123456789' },
      comment: 'Gift wrap',
    };
    const res = await call(app, seller, routes.startFulfillment, { ...id(orderId), body: options } as never);
    expect(res.status).toBe(200);
    const state = await orderState(app, orderId);
    expect(state.facets).toEqual({ status: 'PROCESSING', pick: 'NOT_PICKED', payment: null, packed: false });
    expect(state.options).toEqual(options);
    expect(await call(app, seller, routes.startFulfillment, { ...id(orderId), body: options } as never)).toMatchObject({
      status: 200,
      body: { position: '' },
    });
  });

  it('refuses an order that is not READY_FOR_FULFILLMENT (here canceled) with ORDER_STATUS_CONFLICT', async () => {
    const { seller, orderId } = await sellerWithOrder();
    await call(app, seller, routes.cancel, id(orderId));
    expect(await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never)).toMatchObject({
      status: 409,
      body: { code: 'ORDER_STATUS_CONFLICT' },
    });
  });

  it('refuses a bought label for an address the verifier rejects with ORDER_ADDRESS_UNDELIVERABLE and its problems; nothing starts', async () => {
    const seller = await newSeller(app);
    await fundWallet(app, staff, seller.id, 100_000);
    const [product] = await stockedProducts(app, seller, manager, [5]);
    // What "Use the suggestion" kept in QA: the region fixable (California → CA), the ZIP not.
    const badAddress = { country: 'US', region: 'California', city: 'San Francisco', postalCode: '9410', line1: '1 Market St' };
    const orderId = await placeOrder(app, seller, orderBody([{ sku: product!.sku, quantity: 1 }], { address: badAddress }));
    await drive(app, orderId, reserved);
    const res = await call(app, seller, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never);
    expect(res).toMatchObject({
      status: 422,
      body: { code: 'ORDER_ADDRESS_UNDELIVERABLE', details: { problems: [{ field: 'postalCode', code: 'POSTAL_CODE_INVALID' }] } },
    });
    expect(res.body.message).toContain('Nothing was bought or charged');
    const inRussian = await api(app, 'POST', `/api/orders/${orderId}/start-fulfillment`, {
      headers: { ...as(seller).headers, ...ru },
      body: buyLabel,
    });
    expect(inRussian.body.message).toContain('исправьте адрес заказа');
    expect((await orderState(app, orderId)).facets.status).toBe('READY_FOR_FULFILLMENT');
    expect((await orderEvents(app, orderId)).map((e) => e.type)).not.toContain('FulfillmentStarted');
  });

  it('refuses label and invoice files that are not the seller’s with FILE_NOT_FOUND on their fields', async () => {
    const { seller, orderId } = await readyOrder();
    const other = await newSeller(app);
    const theirs = await upload(other);
    const body = {
      label: { kind: 'OWN', trackingNumber: '1Z', courier: 'UPS', labelFileId: theirs },
      commercialInvoiceFileId: randomUUID(),
    };
    const res = await call(app, seller, routes.startFulfillment, { ...id(orderId), body } as never);
    expect(res).toMatchObject({ status: 404, body: { code: 'FILE_NOT_FOUND' } });
    expect(fields(res.body as never)).toEqual({ 'label.labelFileId': 'FILE_NOT_FOUND', commercialInvoiceFileId: 'FILE_NOT_FOUND' });
    expect((await orderState(app, orderId)).facets.status).toBe('READY_FOR_FULFILLMENT');
  });

  it('answers bad options with 400 and the fields', async () => {
    const { seller, orderId } = await readyOrder();
    const start = (body: unknown) => api(app, 'POST', `/api/orders/${orderId}/start-fulfillment`, { ...as(seller), body });
    expect(fields((await start({ label: { kind: 'BUY', priority: 'FASTEST' } })).body)).toEqual({ 'label.priority': 'INVALID_VALUE' });
    expect(fields((await start({ label: { kind: 'OWN', courier: 'UPS', labelFileId: randomUUID() } })).body)).toEqual({
      'label.trackingNumber': 'REQUIRED',
    });
    expect((await start({ label: { kind: 'SHIP' } })).status).toBe(400);
    expect(fields((await start({ ...buyLabel, taxpayer: { type: 'ALIEN', number: '1' } })).body)).toEqual({
      'taxpayer.type': 'INVALID_VALUE',
    });
  });

  it('starts many orders with a result per order: ok, or the code and message that kept it', async () => {
    const seller = await newSeller(app);
    const [a] = await stockedProducts(app, seller, manager, [20]);
    const ready = await placeOrder(app, seller, orderBody([{ sku: a!.sku, quantity: 1 }]));
    const alsoReady = await placeOrder(app, seller, orderBody([{ sku: a!.sku, quantity: 1 }]));
    const canceled = await placeOrder(app, seller, orderBody([{ sku: a!.sku, quantity: 1 }]));
    await call(app, seller, routes.cancel, id(canceled));
    const someoneElses = (await readyOrder()).orderId;
    const missing = randomUUID();
    const res = await call(app, seller, routes.bulkStartFulfillment, {
      body: { orderIds: [ready, canceled, someoneElses, missing, alsoReady], options: buyLabel },
    } as never);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      started: 2,
      refused: 3,
      position: expect.stringMatching(/.+/),
      results: [
        { orderId: ready, ok: true, code: null, message: null },
        { orderId: canceled, ok: false, code: 'ORDER_STATUS_CONFLICT', message: 'The order cannot do this in its current status' },
        { orderId: someoneElses, ok: false, code: 'NOT_FOUND' },
        { orderId: missing, ok: false, code: 'NOT_FOUND' },
        { orderId: alsoReady, ok: true },
      ],
    });
    expect((await orderState(app, someoneElses)).facets.status).toBe('READY_FOR_FULFILLMENT');
    const tooMany = await api(app, 'POST', '/api/orders/start-fulfillment', {
      ...as(seller),
      body: { orderIds: Array.from({ length: 101 }, () => randomUUID()), options: buyLabel },
    });
    expect(fields(tooMany.body)).toEqual({ orderIds: 'MAX_LENGTH' });
    const none = await api(app, 'POST', '/api/orders/start-fulfillment', { ...as(seller), body: { orderIds: [], options: buyLabel } });
    expect(fields(none.body)).toEqual({ orderIds: 'MIN_LENGTH' });
  });
});

describe('orders: auto-fulfillment settings', () => {
  it('is off with no options at first; saved options come back; turning it off keeps them; each seller has their own', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    expect((await call(app, seller, routes.getAutoFulfillment, {})).body).toEqual({ enabled: false, options: null });
    const options = { label: { kind: 'BUY', priority: 'BEST_RATIO' }, insurance: true, comment: 'Auto' };
    const on = await call(app, seller, routes.setAutoFulfillment, { body: { enabled: true, options } } as never);
    expect(on).toMatchObject({ status: 200, body: { id: seller.id, position: expect.stringMatching(/.+/) } });
    const saved = {
      label: { kind: 'BUY', priority: 'BEST_RATIO' },
      commercialInvoiceFileId: null,
      insurance: true,
      noteOnLabel: null,
      taxpayer: null,
      comment: 'Auto',
    };
    expect((await call(app, seller, routes.getAutoFulfillment, {})).body).toEqual({ enabled: true, options: saved });
    expect((await call(app, seller, routes.setAutoFulfillment, { body: { enabled: false } } as never)).status).toBe(200);
    expect((await call(app, seller, routes.getAutoFulfillment, {})).body).toEqual({ enabled: false, options: saved });
    expect((await call(app, other, routes.getAutoFulfillment, {})).body).toEqual({ enabled: false, options: null });
  });

  it('needs options while on, and a bought label (one own label cannot serve every order)', async () => {
    const seller = await newSeller(app);
    const put = (body: unknown) => api(app, 'PUT', '/api/orders/auto-fulfillment', { ...as(seller), body });
    expect(fields((await put({ enabled: true })).body)).toEqual({ options: 'REQUIRED' });
    const own = { label: { kind: 'OWN', trackingNumber: '1Z', courier: 'UPS', labelFileId: randomUUID() } };
    expect(fields((await put({ enabled: true, options: own })).body)).toEqual({ 'options.label.kind': 'INVALID_VALUE' });
    expect(fields((await put({ enabled: 'yes' })).body)).toEqual({ enabled: 'INVALID_TYPE' });
  });
});

describe('orders: comments, tenants and roles', () => {
  it('takes a seller’s comment and a manager’s or staff member’s; a seller cannot use the admin route', async () => {
    const { seller, orderId } = await sellerWithOrder();
    expect((await call(app, seller, routes.comment, { ...id(orderId), body: { text: 'Please hurry' } } as never)).status).toBe(201);
    expect((await call(app, manager, routes.adminComment, { ...id(orderId), body: { text: 'Box dented' } } as never)).status).toBe(201);
    expect((await call(app, staff, routes.adminComment, { ...id(orderId), body: { text: 'Called the buyer' } } as never)).status).toBe(201);
    expect((await call(app, seller, routes.adminComment, { ...id(orderId), body: { text: 'Me too' } } as never)).status).toBe(403);
    const comments = (await orderEvents(app, orderId)).filter((e) => e.type === 'OrderCommentAdded');
    expect(comments.map((e) => [e.data, e.metadata.userId])).toEqual([
      [expect.objectContaining({ author: 'SELLER', text: 'Please hurry' }), seller.id],
      [expect.objectContaining({ author: 'MANAGER', text: 'Box dented' }), manager.id],
      [expect.objectContaining({ author: 'MANAGER', text: 'Called the buyer' }), staff.id],
    ]);
    expect(fields((await api(app, 'POST', `/api/orders/${orderId}/comments`, { ...as(seller), body: { text: '  ' } })).body)).toEqual({
      text: 'REQUIRED',
    });
    expect((await call(app, manager, routes.adminComment, { ...id(randomUUID()), body: { text: 'Lost?' } } as never)).status).toBe(404);
  });

  it('answers every write route on another seller’s order with 404 NOT_FOUND and changes nothing', async () => {
    const { product, orderId } = await readyOrder();
    const intruder = await newSeller(app);
    const attempts = [
      call(app, intruder, routes.update, {
        ...id(orderId),
        body: {
          orderDate: '2027-03-01T10:00:00.000Z',
          buyer: { fullName: 'X', phone: '+1 555 0000' },
          address: { country: 'US', region: 'CA', city: 'LA', postalCode: '90001', line1: 'x' },
          lines: [{ sku: product.sku, quantity: 1, priceCents: 1 }],
        },
      } as never),
      call(app, intruder, routes.cancel, id(orderId)),
      call(app, intruder, routes.cancelShipment, id(orderId)),
      call(app, intruder, routes.startFulfillment, { ...id(orderId), body: buyLabel } as never),
      call(app, intruder, routes.comment, { ...id(orderId), body: { text: 'hi' } } as never),
    ];
    for (const res of await Promise.all(attempts)) expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await orderEvents(app, orderId)).map((e) => e.type)).toEqual(['OrderPlaced', 'OrderReserved']);
  });

  it('refuses a bad order id with 400 and no session with 401; staff on the seller routes as themselves get 403 SELLER_ONLY', async () => {
    const { seller, orderId } = await readyOrder();
    expect(fields((await api(app, 'POST', '/api/orders/not-a-uuid/cancel', as(seller))).body)).toEqual({
      'params.orderId': 'INVALID_VALUE',
    });
    expect((await api(app, 'POST', '/api/orders', { headers: {}, body: {} })).status).toBe(401);
    const managerCreate = await api(app, 'POST', '/api/orders', { ...as(manager), body: orderBody([{ sku: 'X', quantity: 1 }]) });
    expect(managerCreate).toMatchObject({ status: 403, body: { code: 'SELLER_ONLY' } });
    expect(await api(app, 'POST', `/api/orders/${orderId}/cancel`, as(staff))).toMatchObject({
      status: 403,
      body: { code: 'SELLER_ONLY' },
    });
    expect((await orderState(app, orderId)).facets.status).toBe('READY_FOR_FULFILLMENT');
  });

  it('records the staff member as impersonator when they act as the seller', async () => {
    const { seller, product } = await sellerWithOrder();
    expect(
      (await api(app, 'POST', '/api/admin/impersonation/start', { headers: as(staff).headers, body: { userId: seller.id } })).status,
    ).toBe(200);
    const res = await api(app, 'POST', `/api/orders?admin_mode=true&user_id=${seller.id}`, {
      headers: as(staff).headers,
      body: orderBody([{ sku: product.sku, quantity: 1 }]),
    });
    expect(res.status).toBe(201);
    const [placed] = await orderEvents(app, res.body.id);
    expect(placed).toMatchObject({ data: { sellerId: seller.id }, metadata: { userId: seller.id, impersonatorId: staff.id } });
  });
});
