// Products over real HTTP: the catalogue rules of spec section 5 and stock at past instants.
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, twoSellersTestBed, type Account } from '../support/accounts';
import ExcelJS from 'exceljs';
import { productRoutes } from '@ledgerhouse/contracts';
import { apiRoute } from '../support/api-route';
import { createProduct, newProduct, type NewProduct } from '../support/catalog';
import { api } from '../support/test-app';

const t = twoSellersTestBed();

const as = (account: Account) => ({ headers: bearer(account) });
const create = (account: Account, body: NewProduct) => createProduct(t.app, bearer(account), body);

async function receive(productId: string, delta: number) {
  const deps = t.app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const out = await executeCommand(deps, inventoryStream(productId), inventoryDecider, {
    type: 'ChangeStock',
    reason: 'INBOUND_SHIPMENT',
    documentId: 'inbound-1',
    delta,
    at: new Date(),
  });
  await t.app.running.runner.waitFor(out.position!, 5000);
}

describe('products', () => {
  it('validates fields: price cannot be 0, dimensions come whole with a unit', async () => {
    const res = await api(t.app, 'POST', '/api/products', {
      ...as(t.seller),
      body: { title: '', sku: 'A', priceCents: 0, dimensions: { length: 10, unit: 'cm' } },
    });
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.details.fields.map((f: { field: string; code: string }) => [f.field, f.code]));
    expect(fields).toMatchObject({
      title: 'REQUIRED',
      priceCents: 'VALUE_NOT_ZERO',
      'dimensions.width': 'REQUIRED',
      'dimensions.height': 'REQUIRED',
    });
  });

  it('keeps SKUs unique per seller (case-insensitive), while another seller may use the same SKU', async () => {
    await create(t.seller, newProduct('SKU-1'));
    const again = await apiRoute(t.app, productRoutes.create, { ...as(t.seller), body: newProduct('sku-1') });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SKU_ALREADY_EXISTS');
    expect(await create(t.other, newProduct('SKU-1'))).toBeTruthy();
  });

  it('lists only the seller’s products, with search, status filter, sort and pages', async () => {
    await create(t.seller, newProduct('LIST-B', { title: 'Blue kettle', barcode: '4006381333931' }));
    await create(t.seller, newProduct('LIST-A', { title: 'Amber lamp', status: 'INACTIVE' }));
    const bySearch = await api(t.app, 'GET', '/api/products?search=4006381', as(t.seller));
    expect(bySearch.body.items.map((p: { sku: string }) => p.sku)).toEqual(['LIST-B']);
    const inactive = await api(t.app, 'GET', '/api/products?status=INACTIVE', as(t.seller));
    expect(inactive.body.items.map((p: { sku: string }) => p.sku)).toEqual(['LIST-A']);
    const sorted = await api(t.app, 'GET', '/api/products?sort=title&pageSize=2&createdWithin=today', as(t.seller));
    expect(sorted.body.items.map((p: { title: string }) => p.title)).toEqual(['Amber lamp', 'Blue kettle']);
    expect(sorted.body.total).toBeGreaterThanOrEqual(3);
    const theirs = await api(t.app, 'GET', '/api/products?search=LIST', as(t.other));
    expect(theirs.body.items).toEqual([]);
  });

  it('hides another seller’s product', async () => {
    const id = await create(t.seller, newProduct('MINE-1'));
    expect((await api(t.app, 'GET', `/api/products/${id}`, as(t.other))).status).toBe(404);
    expect((await api(t.app, 'PATCH', `/api/products/${id}`, { ...as(t.other), body: { title: 'Mine now' } })).status).toBe(404);
  });

  it('locks the barcode while there is stock and refuses deleting a product with stock', async () => {
    const id = await create(t.seller, newProduct('STOCKED-1', { barcode: '111' }));
    await receive(id, 5);
    const barcode = await api(t.app, 'PATCH', `/api/products/${id}`, { ...as(t.seller), body: { barcode: '222' } });
    expect(barcode.status).toBe(409);
    expect(barcode.body.code).toBe('BARCODE_LOCKED_BY_STOCK');
    const renamed = await api(t.app, 'PATCH', `/api/products/${id}`, { ...as(t.seller), body: { title: 'Renamed mug' } });
    expect(renamed.status).toBe(200);
    const removal = await api(t.app, 'DELETE', `/api/products/${id}`, as(t.seller));
    expect(removal.body.code).toBe('PRODUCT_HAS_STOCK');
    // Read your own write: the view answers once the rename is projected.
    const view = await api(t.app, 'GET', `/api/products/${id}`, {
      headers: { ...bearer(t.seller), 'X-Min-Position': renamed.body.position },
    });
    expect(view.body).toMatchObject({ title: 'Renamed mug', barcode: '111', stock: { total: 5, reserved: 0, available: 5 } });
  });

  it('deletes a product without stock and frees its SKU', async () => {
    const id = await create(t.seller, newProduct('GONE-1'));
    const removed = await api(t.app, 'DELETE', `/api/products/${id}`, as(t.seller));
    expect(removed.status).toBe(200);
    await t.app.running.runner.waitFor(removed.body.position, 5000);
    expect((await api(t.app, 'GET', `/api/products/${id}`, as(t.seller))).status).toBe(404);
    expect(await create(t.seller, newProduct('GONE-1'))).toBeTruthy();
  });

  it('answers stock now and as of a past instant', async () => {
    const id = await create(t.seller, newProduct('ASOF-1'));
    // asOf has millisecond precision: the instant lies in a millisecond after the first receipt's and before the second's.
    const nextMillisecond = async () => {
      const start = Date.now();
      while (Date.now() === start) await new Promise((resolve) => setImmediate(resolve));
    };
    await receive(id, 7);
    await nextMillisecond();
    const between = new Date();
    await nextMillisecond();
    await receive(id, 3);
    const now = await api(t.app, 'GET', `/api/products/${id}/stock`, as(t.seller));
    expect(now.body).toMatchObject({ total: 10, reserved: 0, available: 10 });
    const past = await api(t.app, 'GET', `/api/products/${id}/stock?asOf=${encodeURIComponent(between.toISOString())}`, as(t.seller));
    expect(past.body).toMatchObject({ total: 7, available: 7, asOf: between.toISOString() });
    expect((await api(t.app, 'GET', `/api/products/${id}/stock?asOf=yesterday`, as(t.seller))).status).toBe(400);
  });
});

describe('product exports', () => {
  async function download(query: string, language = 'en-US') {
    return fetch(`${t.app.url}/api/products/export?${query}`, {
      headers: { ...bearer(t.seller), 'X-Environment': 'test', 'Accept-Language': language },
    });
  }

  it('streams a CSV of all products that parses back, formulas neutralised', async () => {
    await create(t.seller, newProduct('CSV-1', { title: '=HYPERLINK("x")', barcode: '123,456' }));
    const res = await download('format=csv&search=CSV-1');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="products-.*\.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('SKU,Title,Barcode,Brand,Status,Price (USD),Total,Reserved,Available,Created at (UTC)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^CSV-1,"'=HYPERLINK\(""x""\)","123,456",,ACTIVE,12\.99,0,0,0,/);
  });

  it('names the columns in the request’s language', async () => {
    await create(t.seller, newProduct('CSV-RU'));
    const res = await download('format=csv&search=CSV-RU', 'ru-RU');
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Артикул,Название,Штрихкод,Бренд,Статус,Цена (USD),Всего,Зарезервировано,Доступно,Создан (UTC)');
    expect(lines[1]).toMatch(/^CSV-RU,.*,12\.99,0,0,0,/);
  });

  it('streams an Excel file of the selected products only', async () => {
    const a = await create(t.seller, newProduct('XLSX-A'));
    await create(t.seller, newProduct('XLSX-B'));
    const res = await download(`format=xlsx&ids=${a}`);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Products')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('SKU');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('XLSX-A');
    expect(sheet.getRow(2).getCell(6).value).toBe(12.99);
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('"$"#,##0.00');
  });

  it('rejects an unknown format', async () => {
    expect((await download('format=pdf')).status).toBe(400);
  });
});
