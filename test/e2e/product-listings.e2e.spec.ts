// Channel listings, managed stock, the connection filter and incoming quantities over real HTTP (spec 3-5).
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { inventoryDecider, inventoryStream, type InventoryCommand } from '../../services/src/catalog/domain/inventory';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, twoSellersTestBed, type Account } from '../support/accounts';
import { createProduct, newProduct } from '../support/catalog';
import { api } from '../support/test-app';

const t = twoSellersTestBed();

const as = (account: Account = t.seller) => ({ headers: bearer(account) });
const listing = (accountName: string, quantityForSale: number) => ({
  accountName,
  quantityForSale,
  priceCents: 1999,
  link: `https://shop.example/${accountName}`,
});

async function settled(res: Awaited<ReturnType<typeof api>>) {
  if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  if (res.body.position) await t.app.running.runner.waitFor(res.body.position, 5000);
  return res;
}
const create = (sku: string) => createProduct(t.app, bearer(t.seller), newProduct(sku, { title: `Lamp ${sku}`, priceCents: 4500 }));
async function inventory(productId: string, command: InventoryCommand) {
  const out = await executeCommand(t.app.running.app.get<CommandDeps>(COMMAND_DEPS), inventoryStream(productId), inventoryDecider, command);
  await t.app.running.runner.waitFor(out.position!, 5000);
}
const receive = (productId: string, delta: number) =>
  inventory(productId, { type: 'ChangeStock', reason: 'INBOUND_SHIPMENT', documentId: 'in-1', delta, at: new Date() });
const view = async (id: string) => (await api(t.app, 'GET', `/api/products/${id}`, as())).body;

describe('channel listings and managed stock', () => {
  it('stores the seller’s listings and shows their quantities for sale', async () => {
    const id = await create('LIST-1');
    await settled(
      await api(t.app, 'PUT', `/api/products/${id}/listings`, {
        ...as(),
        body: { listings: [listing('ebay-main', 4), listing('etsy', 9)] },
      }),
    );
    expect(await view(id)).toMatchObject({
      managedStock: false,
      listings: [listing('ebay-main', 4), listing('etsy', 9)],
      stock: { forSale: 9, incoming: 0 },
    });
  });

  it('validates listings: price not 0, unique account names; another seller’s product is absent', async () => {
    const id = await create('LIST-2');
    const bad = await api(t.app, 'PUT', `/api/products/${id}/listings`, {
      ...as(),
      body: { listings: [{ ...listing('a', 1), priceCents: 0 }, listing('b', 1), listing('B', 2)] },
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.details.fields.map((f: { field: string; code: string }) => `${f.field}:${f.code}`);
    expect(fields).toEqual(
      expect.arrayContaining(['listings.0.priceCents:VALUE_NOT_ZERO', 'listings.2.accountName:DUPLICATE_LISTING_ACCOUNT']),
    );
    const duplicate = (body: { code: string; message: string }[]) => body.find((f) => f.code === 'DUPLICATE_LISTING_ACCOUNT')?.message;
    expect(duplicate(bad.body.details.fields)).toBe('Each sales channel account can be listed once');
    const ru = await api(t.app, 'PUT', `/api/products/${id}/listings`, {
      headers: { ...as().headers, 'Accept-Language': 'ru-RU' },
      body: { listings: [listing('b', 1), listing('B', 2)] },
    });
    expect(duplicate(ru.body.details.fields)).toBe('Каждый аккаунт канала продаж можно указать один раз');
    expect((await api(t.app, 'PUT', `/api/products/${id}/listings`, { ...as(t.other), body: { listings: [] } })).status).toBe(404);
    expect((await api(t.app, 'GET', `/api/products/${id}/managed-stock/preview`, as(t.other))).status).toBe(404);
  });

  it('refuses a quantity for sale of 0 with LISTING_QUANTITY_ZERO at the field, in the caller’s language (spec 5)', async () => {
    const id = await create('LIST-ZERO');
    const zero = { listings: [listing('ebay-main', 3), listing('etsy', 0)] };
    const bad = await api(t.app, 'PUT', `/api/products/${id}/listings`, { ...as(), body: zero });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('LISTING_QUANTITY_ZERO');
    expect(bad.body.details.fields).toMatchObject([{ field: 'listings.1.quantityForSale', code: 'LISTING_QUANTITY_ZERO' }]);
    const ru = await api(t.app, 'PUT', `/api/products/${id}/listings`, {
      headers: { ...as().headers, 'Accept-Language': 'ru-RU' },
      body: zero,
    });
    expect(ru.body.message).toBe('Количество для продажи не может быть равно 0');
    expect((await view(id)).listings).toEqual([]);
  });

  it('previews the quantity changes, applies exactly them on enabling, then follows available stock', async () => {
    const id = await create('MANAGED-1');
    await receive(id, 6);
    await settled(
      await api(t.app, 'PUT', `/api/products/${id}/listings`, {
        ...as(),
        body: { listings: [listing('ebay-main', 2), listing('etsy', 6), listing('amazon', 40)] },
      }),
    );
    const preview = await api(t.app, 'GET', `/api/products/${id}/managed-stock/preview`, as());
    expect(preview.body).toEqual({
      available: 6,
      changes: [
        { accountName: 'ebay-main', from: 2, to: 6 },
        { accountName: 'amazon', from: 40, to: 6 },
      ],
    });
    const enabled = await settled(await api(t.app, 'PUT', `/api/products/${id}/managed-stock`, { ...as(), body: { enabled: true } }));
    const events = await t.app.running.persistence.store.readStream(`product-${id}`);
    expect(events.at(-1)).toMatchObject({ type: 'ManagedStockEnabled', data: { changes: preview.body.changes } });
    expect(enabled.status).toBe(200);
    expect((await view(id)).listings.map((l: { quantityForSale: number }) => l.quantityForSale)).toEqual([6, 6, 6]);
    await receive(id, 3);
    expect(await view(id)).toMatchObject({ managedStock: true, stock: { available: 9, forSale: 9 } });
    expect((await view(id)).listings.map((l: { quantityForSale: number }) => l.quantityForSale)).toEqual([9, 9, 9]);
  });

  it('refuses a manual quantity above available while managed, and allows it once disabled', async () => {
    const id = await create('MANAGED-2');
    await receive(id, 5);
    await settled(await api(t.app, 'PUT', `/api/products/${id}/listings`, { ...as(), body: { listings: [listing('ebay-main', 1)] } }));
    await settled(await api(t.app, 'PUT', `/api/products/${id}/managed-stock`, { ...as(), body: { enabled: true } }));
    const above = await api(t.app, 'PUT', `/api/products/${id}/listings`, { ...as(), body: { listings: [listing('ebay-main', 6)] } });
    expect(above.status).toBe(409);
    expect(above.body).toMatchObject({
      code: 'MANAGED_STOCK_ABOVE_AVAILABLE',
      message: 'With managed stock on, the quantity for sale cannot exceed the 5 available in stock',
    });
    await settled(await api(t.app, 'PUT', `/api/products/${id}/managed-stock`, { ...as(), body: { enabled: false } }));
    expect(await view(id)).toMatchObject({ managedStock: false, listings: [{ quantityForSale: 5 }] });
    await settled(await api(t.app, 'PUT', `/api/products/${id}/listings`, { ...as(), body: { listings: [listing('ebay-main', 60)] } }));
    expect(await view(id)).toMatchObject({ listings: [{ quantityForSale: 60 }], stock: { available: 5, forSale: 60 } });
  });

  it('filters the list by connection state: enabled = at least one listing', async () => {
    const listed = await create('CONN-ON');
    const unlisted = await create('CONN-OFF');
    await settled(await api(t.app, 'PUT', `/api/products/${listed}/listings`, { ...as(), body: { listings: [listing('etsy', 1)] } }));
    const ids = async (connection: string) =>
      (await api(t.app, 'GET', `/api/products?search=CONN-&connection=${connection}`, as())).body.items.map((p: { id: string }) => p.id);
    expect(await ids('enabled')).toEqual([listed]);
    expect(await ids('disabled')).toEqual([unlisted]);
    expect((await api(t.app, 'GET', '/api/products?connection=maybe', as())).status).toBe(400);
  });
});

describe('incoming (planned deliveries)', () => {
  it('shows incoming and refuses deleting while a delivery is planned', async () => {
    const id = await create('INCOMING-1');
    await inventory(id, { type: 'ExpectDelivery', documentId: 'shipment-1', quantity: 12, at: new Date() });
    expect(await view(id)).toMatchObject({ stock: { total: 0, incoming: 12 } });
    const refused = await api(t.app, 'DELETE', `/api/products/${id}`, as());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PRODUCT_HAS_STOCK');
    await inventory(id, { type: 'ClearExpectedDelivery', documentId: 'shipment-1', reason: 'CANCELED', at: new Date() });
    expect(await view(id)).toMatchObject({ stock: { incoming: 0 } });
    expect((await api(t.app, 'DELETE', `/api/products/${id}`, as())).status).toBe(200);
  });
});
