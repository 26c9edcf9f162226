// SSRF: a seller's photo URL never reaches the server's own network. A live image server on loopback (every spelling
// of 127.0.0.1 reaches it) and a silent open port stand inside; the app runs with the default outbound policy.
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
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
let imageRequests = 0;
let silent: TcpServer;
let silentConnections = 0;
beforeAll(async () => {
  images = createServer((_req, res) => {
    imageRequests++;
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  // '::' is dual-stack: 127.0.0.1, ::1 and ::ffff:127.0.0.1 all land here.
  await new Promise<void>((resolve) => images.listen(0, '::', resolve));
  silent = createTcpServer(() => void silentConnections++);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  app = await startTestApp();
  seller = await newSeller(app);
}, 60_000); // hook bound: a fresh database and an argon2 sign-up on busy shared cores
afterAll(async () => {
  await app.close();
  images.closeAllConnections();
  await new Promise((resolve) => images.close(resolve));
  await new Promise((resolve) => silent.close(resolve));
});

const as = () => ({ headers: bearer(seller) });
const product = (sku: string, photoUrl: string) => newProduct(sku, { photoUrl });
const port = () => (images.address() as AddressInfo).port;
const refusal = {
  code: 'PHOTO_NOT_FOUND',
  message: 'No photo found at this URL',
  details: { fields: [{ field: 'photoUrl', code: 'PHOTO_NOT_FOUND' }] },
};

describe('product photo URL pointing inside', () => {
  it.each(['localhost', '127.1', '2130706433', '0x7f000001', '[::ffff:127.0.0.1]', '0.0.0.0', '127.0.0.1', '[::1]'])(
    'refuses a loopback image server spelled %s with 422 PHOTO_NOT_FOUND and never calls it',
    async (host) => {
      imageRequests = 0;
      const res = await apiRoute(app, productRoutes.create, {
        ...as(),
        body: product(`INSIDE-${host.replace(/\W/g, '')}`, `http://${host}:${port()}/mug.png`),
      });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject(refusal);
      expect(imageRequests).toBe(0);
    },
  );

  it('refuses an inside photo URL on edit too', async () => {
    const created = await apiRoute(app, productRoutes.create, {
      ...as(),
      body: newProduct('INSIDE-EDIT', { title: 'Plain mug' }),
    });
    expect(created.status).toBe(201);
    await app.running.runner.waitFor(created.body.position as GlobalPosition, 5000);
    const res = await api(app, 'PATCH', `/api/products/${created.body.id}`, {
      ...as(),
      body: { photoUrl: `http://127.1:${port()}/mug.png` },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject(refusal);
  });

  it('answers an open silent port and a closed port alike, without connecting to either', async () => {
    silentConnections = 0;
    const open = await apiRoute(app, productRoutes.create, {
      ...as(),
      body: product('INSIDE-OPEN', `http://127.0.0.1:${(silent.address() as AddressInfo).port}/x.png`),
    });
    const closed = await apiRoute(app, productRoutes.create, { ...as(), body: product('INSIDE-CLOSED', 'http://127.0.0.1:1/x.png') });
    expect([open.status, open.body.code]).toEqual([422, 'PHOTO_NOT_FOUND']);
    expect([closed.status, closed.body.code]).toEqual([422, 'PHOTO_NOT_FOUND']);
    expect(silentConnections).toBe(0);
  });
});
