// Inbound shipments over real HTTP, as the seller: drafts, sending, changes until delivery, cancel (one and many),
// comments, timeline, shipping address, report; every rule's error code; one seller never sees another's.
import { inboundRoutes as routes, productRoutes } from '@ledgerhouse/contracts';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { productDecider, productStream } from '../../services/src/catalog/domain/product';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { newSeller, type Account } from '../support/accounts';
import { call, createDraft, delivery, sellerProducts, sentShipment, uniq } from '../support/inbound';
import { adminAccount } from '../support/roles';
import { api, startTestApp, type TestApp } from '../support/test-app';
import { as, caughtUp } from '../support/billing';

let app: TestApp;
let manager: Account;
beforeAll(async () => {
  app = await startTestApp();
  manager = await adminAccount(app, 'WAREHOUSE_MANAGER');
});
afterAll(() => app.close());

const id = (shipmentId: string) => ({ params: { shipmentId } });

describe('inbound shipments (seller)', () => {
  it('creates a draft with a human-readable number and shows it in the detail and the list', async () => {
    const seller = await newSeller(app);
    const [a, b] = await sellerProducts(app, seller, 2);
    const shipmentId = await createDraft(app, seller, [
      { productId: a!.id, quantity: 10, barcode: 'BC-A' },
      { productId: b!.id, quantity: 5, barcode: 'BC-B' },
    ]);
    const detail = (await call(app, seller, routes.get, id(shipmentId))).body;
    expect(detail).toMatchObject({
      id: shipmentId,
      number: expect.stringMatching(/^IN-\d{6}$/),
      type: 'STANDARD',
      status: 'DRAFT',
      courierService: 'UPS',
      deliveryType: 'CUSTOM',
      sellerComment: 'Two boxes',
      productCount: 2,
      pieceCount: 15,
      costs: null,
      changeable: true,
      lines: [
        { productId: a!.id, sku: a!.sku, title: `Mug ${a!.sku}`, barcode: 'BC-A', declared: 10, received: 0, damaged: 0, placed: 0 },
        { productId: b!.id, sku: b!.sku, declared: 5 },
      ],
    });
    expect(detail).not.toHaveProperty('sellerEmail');
    const list = (await call(app, seller, routes.list, { query: {} })).body;
    expect(list).toMatchObject({ total: 1, items: [{ id: shipmentId, status: 'DRAFT', pieceCount: 15 }] });
  });

  it('numbers every shipment differently', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const ids = await Promise.all([1, 2, 3, 4].map(() => createDraft(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'X' }])));
    const numbers = await Promise.all(ids.map(async (s) => (await call(app, seller, routes.get, id(s))).body.number));
    expect(new Set(numbers).size).toBe(4);
  });

  it('refuses a draft without products, with a duplicate barcode, another seller’s product or a zero quantity', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const [a, b] = await sellerProducts(app, seller, 2);
    const [theirs] = await sellerProducts(app, other, 1);
    const create = (lines: unknown[]) => call(app, seller, routes.create, { body: { lines, delivery: delivery() } } as never);
    expect((await create([])).body.code).toBe('VALIDATION_FAILED');
    const dup = await create([
      { productId: a!.id, quantity: 1, barcode: 'SAME' },
      { productId: b!.id, quantity: 1, barcode: 'SAME' },
    ]);
    expect(dup).toMatchObject({ status: 422, body: { code: 'DUPLICATE_BARCODE' } });
    expect(await create([{ productId: theirs!.id, quantity: 1, barcode: 'X' }])).toMatchObject({
      status: 422,
      body: { code: 'INBOUND_PRODUCT_NOT_FOUND' },
    });
    const zero = await create([{ productId: a!.id, quantity: 0, barcode: 'X' }]);
    expect(zero).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await call(app, seller, routes.list, { query: {} })).body.total).toBe(0);
  });

  it('sends a draft only with every barcode and the delivery, then it is NOT_DELIVERED', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const noBarcode = await createDraft(app, seller, [{ productId: a!.id, quantity: 3, barcode: '' }], { delivery: null });
    expect(await call(app, seller, routes.submit, id(noBarcode))).toMatchObject({
      status: 422,
      body: { code: 'INBOUND_BARCODE_REQUIRED' },
    });
    const updated = await call(app, seller, routes.update, {
      ...id(noBarcode),
      body: { lines: [{ productId: a!.id, quantity: 3, barcode: 'B1' }] },
    } as never);
    expect(updated.status).toBe(200);
    expect(await call(app, seller, routes.submit, id(noBarcode))).toMatchObject({
      status: 422,
      body: { code: 'INBOUND_DELIVERY_REQUIRED' },
    });
    await call(app, seller, routes.update, {
      ...id(noBarcode),
      body: { lines: [{ productId: a!.id, quantity: 3, barcode: 'B1' }], delivery: delivery() },
    } as never);
    expect((await call(app, seller, routes.submit, id(noBarcode))).status).toBe(200);
    const detail = (await call(app, seller, routes.get, id(noBarcode))).body;
    expect(detail).toMatchObject({ status: 'NOT_DELIVERED', changeable: true, lines: [{ barcode: 'B1', declared: 3 }] });
    // A sent shipment is no draft: editing it as one, deleting or sending it again is a status conflict.
    expect(await call(app, seller, routes.submit, id(noBarcode))).toMatchObject({ status: 409, body: { code: 'INBOUND_STATUS_CONFLICT' } });
    expect(await call(app, seller, routes.remove, id(noBarcode))).toMatchObject({ status: 409, body: { code: 'INBOUND_STATUS_CONFLICT' } });
  });

  it('changes products after sending until the warehouse receives it', async () => {
    const seller = await newSeller(app);
    const [a, b] = await sellerProducts(app, seller, 2);
    const shipmentId = await sentShipment(app, seller, [{ productId: a!.id, quantity: 3, barcode: 'A1' }]);
    const lines = [
      { productId: a!.id, quantity: 4, barcode: 'A1' },
      { productId: b!.id, quantity: 2, barcode: 'B1' },
    ];
    expect((await call(app, seller, routes.changeLines, { ...id(shipmentId), body: { lines } } as never)).status).toBe(200);
    expect((await call(app, seller, routes.get, id(shipmentId))).body).toMatchObject({ productCount: 2, pieceCount: 6 });
    await call(app, manager, routes.deliver, id(shipmentId));
    expect(await call(app, seller, routes.changeLines, { ...id(shipmentId), body: { lines } } as never)).toMatchObject({
      status: 409,
      body: { code: 'INBOUND_STATUS_CONFLICT' },
    });
  });

  it('deletes a draft', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const shipmentId = await createDraft(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'X' }]);
    expect((await call(app, seller, routes.remove, id(shipmentId))).status).toBe(200);
    expect((await call(app, seller, routes.get, id(shipmentId))).status).toBe(404);
  });

  it('cancels only before delivery, one or many, with a message per refused shipment', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const line = [{ productId: a!.id, quantity: 1, barcode: 'X' }];
    const [one, two, three] = [
      await sentShipment(app, seller, line),
      await sentShipment(app, seller, line),
      await sentShipment(app, seller, line),
    ];
    expect((await call(app, seller, routes.cancel, id(one!))).status).toBe(200);
    await call(app, manager, routes.deliver, id(three!));
    const refused = await call(app, seller, routes.cancel, id(three!));
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 'INBOUND_CANNOT_BE_CANCELED', message: expect.stringContaining('cannot be canceled') },
    });
    const bulk = await call(app, seller, routes.bulkCancel, { body: { ids: [two!, three!] } });
    expect(bulk.body).toMatchObject({
      canceled: 1,
      refused: 1,
      results: [
        { id: two, outcome: 'CANCELED', code: null },
        { id: three, outcome: 'REFUSED', code: 'INBOUND_CANNOT_BE_CANCELED' },
      ],
    });
    const ru = await api(app, 'POST', `/api/inbound-shipments/${three}/cancel`, {
      headers: { ...as(seller).headers, 'Accept-Language': 'ru-RU' },
    });
    expect(ru.body.message).toContain('нельзя отменить');
    const statuses = (await call(app, seller, routes.list, { query: { status: ['CANCELED'] } })).body.items
      .map((s: { id: string }) => s.id)
      .sort();
    expect(statuses).toEqual([one, two].sort());
  });

  it('filters by type, statuses, number or tracking search and period, and pages', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const line = [{ productId: a!.id, quantity: 1, barcode: 'X' }];
    const draft = await createDraft(app, seller, line, { delivery: delivery({ trackingNumber: 'TRACK-FIND-ME' }) });
    const sent = await sentShipment(app, seller, line);
    const ret = await createDraft(app, seller, line, { type: 'RETURN' });
    const ids = async (query: Record<string, unknown>) =>
      (await call(app, seller, routes.list, { query } as never)).body.items.map((s: { id: string }) => s.id).sort();
    expect(await ids({ type: 'RETURN' })).toEqual([ret]);
    expect(await ids({ status: ['DRAFT', 'NOT_DELIVERED'] })).toEqual([draft, sent, ret].sort());
    expect(await ids({ status: 'NOT_DELIVERED' })).toEqual([sent]);
    expect(await ids({ search: 'find-me' })).toEqual([draft]);
    const number = (await call(app, seller, routes.get, id(sent))).body.number;
    expect(await ids({ search: number })).toEqual([sent]);
    expect(await ids({ from: '2000-01-01T00:00:00Z', to: '2000-12-31T00:00:00Z' })).toEqual([]);
    const page = (await call(app, seller, routes.list, { query: { pageSize: 2, page: 2 } } as never)).body;
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
  });

  it('keeps comments of seller and manager, and a timeline of every event with its actor', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const shipmentId = await sentShipment(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'X' }]);
    expect((await call(app, seller, routes.comment, { ...id(shipmentId), body: { text: 'Call before' } })).status).toBe(201);
    expect((await call(app, manager, routes.adminComment, { ...id(shipmentId), body: { text: 'Box dented' } })).status).toBe(201);
    const detail = (await call(app, seller, routes.get, id(shipmentId))).body;
    expect(detail.comments).toEqual([
      { author: 'SELLER', authorId: seller.id, text: 'Call before', at: expect.any(String) },
      { author: 'MANAGER', authorId: manager.id, text: 'Box dented', at: expect.any(String) },
    ]);
    const timeline = (await call(app, seller, routes.timeline, id(shipmentId))).body.items;
    expect(timeline.map((t: { type: string }) => t.type)).toEqual([
      'InboundDraftCreated',
      'InboundSubmitted',
      'InboundCommentAdded',
      'InboundCommentAdded',
    ]);
    expect(timeline[0]).toMatchObject({ actorId: seller.id, impersonatorId: null, data: { number: detail.number } });
    expect(timeline[3]).toMatchObject({
      actorId: manager.id,
      actorName: 'Wendy Warehouse',
      data: { author: 'MANAGER', text: 'Box dented' },
    });
  });

  it('names the real staff member on the timeline when they act as the seller', async () => {
    const seller = await newSeller(app);
    const staff = await adminAccount(app, 'STAFF');
    const [a] = await sellerProducts(app, seller, 1);
    const shipmentId = await createDraft(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'X' }]);
    expect(
      (await api(app, 'POST', '/api/admin/impersonation/start', { headers: as(staff).headers, body: { userId: seller.id } })).status,
    ).toBe(200);
    const sent = await api(app, 'POST', `/api/inbound-shipments/${shipmentId}/submit?admin_mode=true&user_id=${seller.id}`, {
      headers: as(staff).headers,
    });
    expect(sent.status).toBe(200);
    await caughtUp(app, sent.body.position);
    const timeline = (await call(app, seller, routes.timeline, id(shipmentId))).body.items;
    expect(timeline[0]).toMatchObject({ type: 'InboundDraftCreated', actorId: seller.id, impersonatorId: null });
    expect(timeline[1]).toMatchObject({
      type: 'InboundSubmitted',
      actorId: seller.id,
      impersonatorId: staff.id,
      impersonatorName: 'Wendy Warehouse',
    });
  });

  it('gives the warehouse address with the seller’s id in line 2', async () => {
    const seller = await newSeller(app);
    const address = (await call(app, seller, routes.shippingAddress, {})).body;
    expect(address).toEqual({
      recipient: 'Ledgerhouse Fulfillment',
      addressLine1: '1200 Harbor Way, Dock 4',
      addressLine2: seller.id,
      city: 'Newark',
      state: 'NJ',
      zip: '07114',
      country: 'US',
    });
  });

  it('downloads the shipments of a period as CSV and Excel', async () => {
    const seller = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const shipmentId = await sentShipment(app, seller, [{ productId: a!.id, quantity: 7, barcode: 'X' }]);
    const number = (await call(app, seller, routes.get, id(shipmentId))).body.number;
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const csv = await fetch(`${app.url}/api/inbound-shipments/report?format=csv&from=${from}&to=${to}`, {
      headers: { ...as(seller).headers, 'X-Environment': 'test' },
    });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).toContain('Number,Type,Status');
    expect(text).toContain(`${number},STANDARD,NOT_DELIVERED`);
    const xlsx = await fetch(`${app.url}/api/inbound-shipments/report?format=xlsx&from=${from}&to=${to}`, {
      headers: { ...as(seller).headers, 'X-Environment': 'test' },
    });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const backwards = await call(app, seller, routes.report, { query: { format: 'csv', from: to, to: from } });
    expect(backwards).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
  });

  it('never shows or changes another seller’s shipment, and sellers cannot call the warehouse routes', async () => {
    const seller = await newSeller(app);
    const other = await newSeller(app);
    const [a] = await sellerProducts(app, seller, 1);
    const shipmentId = await sentShipment(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'X' }]);
    for (const route of [routes.get, routes.timeline, routes.submit, routes.cancel, routes.remove])
      expect(await call(app, other, route, id(shipmentId))).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await call(app, other, routes.comment, { ...id(shipmentId), body: { text: 'hi' } })).status).toBe(404);
    expect((await call(app, other, routes.list, { query: {} })).body.total).toBe(0);
    expect((await call(app, other, routes.bulkCancel, { body: { ids: [shipmentId] } })).body.results[0]).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await call(app, seller, routes.adminList, { query: {} })).status).toBe(403);
    expect((await call(app, seller, routes.deliver, id(shipmentId))).status).toBe(403);
    expect((await call(app, seller, routes.get, id(shipmentId))).body.status).toBe('NOT_DELIVERED');
    expect(uniq('x')).toBeTruthy();
  });

  it('refuses deleting a product a draft or open shipment holds, naming them, and sending a draft for a deleted product', async () => {
    const seller = await newSeller(app);
    const [a, b] = await sellerProducts(app, seller, 2);
    const draftId = await createDraft(app, seller, [{ productId: a!.id, quantity: 1, barcode: 'A' }]);
    const sentId = await sentShipment(app, seller, [{ productId: a!.id, quantity: 2, barcode: 'A' }]);
    const [draft, sent] = await Promise.all([draftId, sentId].map(async (s) => (await call(app, seller, routes.get, id(s))).body.number));
    const remove = (productId: string, headers: Record<string, string> = {}) =>
      api(app, 'DELETE', `/api/products/${productId}`, { headers: { ...as(seller).headers, ...headers } });
    const refused = await remove(a!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PRODUCT_IN_USE', details: { shipments: [draft, sent].sort(), orders: [] } });
    expect(refused.body.message).toContain(draft);
    expect((await remove(a!.id, { 'Accept-Language': 'ru-RU' })).body.message).toContain('незавершённых поставках');
    expect((await call(app, seller, productRoutes.get, { params: { productId: a!.id } })).status).toBe(200);

    // A product deleted after the draft was saved (no other door left open): the draft is not sent for it.
    const racing = await createDraft(app, seller, [{ productId: b!.id, quantity: 1, barcode: 'B' }]);
    const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
    await executeCommand(deps, productStream(b!.id), productDecider, {
      type: 'Delete',
      stockTotal: 0,
      openReservations: 0,
      incoming: 0,
      at: new Date(),
    });
    const submit = await call(app, seller, routes.submit, id(racing));
    expect(submit).toMatchObject({ status: 422, body: { code: 'INBOUND_PRODUCT_NOT_FOUND' } });
    expect((await call(app, seller, routes.get, id(racing))).body.status).toBe('DRAFT');
  });
});
