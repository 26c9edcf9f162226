// Spec 5: a product photo URL must point to a photo. A local HTTP server stands in for image hosts (no outside network),
// reachable only because this app opens private addresses (test-only); product-photo-inside-addresses covers the default.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, newSeller, type Account } from '../support/accounts';
import { productRoutes } from '@ledgerhouse/contracts';
import type { GlobalPosition } from '@ledgerhouse/infra';
import { apiRoute } from '../support/api-route';
import { newProduct } from '../support/catalog';
import { api, startTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
let app: TestApp;
let seller: Account;
let images: Server;
let host: string;
beforeAll(async () => {
  images = createServer((req, res) => {
    if (req.url === '/mug.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(req.method === 'HEAD' ? undefined : PNG);
    if (req.url === '/old-mug') return void res.writeHead(301, { location: '/mug.png' }).end();
    if (req.url === '/shop.html') return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Shop</h1>');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  app = await startTestApp({ env: { OUTBOUND_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  seller = await newSeller(app);
}, 60_000); // hook bound: a fresh database and an argon2 sign-up on busy shared cores
afterAll(async () => {
  await app?.close();
  images.closeAllConnections();
  await new Promise((resolve) => images.close(resolve));
});

const as = () => ({ headers: bearer(seller) });
const product = (sku: string, photoUrl: string) => newProduct(sku, { photoUrl });

describe('product photo URL', () => {
  it('accepts a URL that serves an image, also through a redirect', async () => {
    expect((await apiRoute(app, productRoutes.create, { ...as(), body: product('PHOTO-1', `${host}/mug.png`) })).status).toBe(201);
    expect((await apiRoute(app, productRoutes.create, { ...as(), body: product('PHOTO-2', `${host}/old-mug`) })).status).toBe(201);
  });

  it.each([
    ['an HTML page', '/shop.html'],
    ['a missing file', '/gone.png'],
  ])('refuses %s with PHOTO_NOT_FOUND on the photo field, in both languages', async (_name, path) => {
    const res = await apiRoute(app, productRoutes.create, { ...as(), body: product(`PHOTO-BAD${path.length}`, `${host}${path}`) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'PHOTO_NOT_FOUND',
      message: 'No photo found at this URL',
      details: { fields: [{ field: 'photoUrl', code: 'PHOTO_NOT_FOUND' }] },
    });
    const ru = await apiRoute(app, productRoutes.create, {
      headers: { ...bearer(seller), 'Accept-Language': 'ru-RU' },
      body: product('PHOTO-RU', `${host}${path}`),
    });
    expect(ru.body.message).toBe('По этой ссылке нет фото');
  });

  it('does not claim the SKU of a refused product', async () => {
    await apiRoute(app, productRoutes.create, { ...as(), body: product('PHOTO-SKU', `${host}/shop.html`) });
    expect((await apiRoute(app, productRoutes.create, { ...as(), body: product('PHOTO-SKU', `${host}/mug.png`) })).status).toBe(201);
  });

  it('checks a changed photo URL on edit', async () => {
    const created = await apiRoute(app, productRoutes.create, { ...as(), body: product('PHOTO-EDIT', `${host}/mug.png`) });
    const id = created.body.id as string;
    await app.running.runner.waitFor(created.body.position as GlobalPosition, 5000);
    const bad = await api(app, 'PATCH', `/api/products/${id}`, { ...as(), body: { photoUrl: `${host}/shop.html` } });
    expect(bad.body.code).toBe('PHOTO_NOT_FOUND');
    const renamed = await api(app, 'PATCH', `/api/products/${id}`, { ...as(), body: { title: 'Renamed', photoUrl: `${host}/mug.png` } });
    expect(renamed.status).toBe(200);
  });
});
