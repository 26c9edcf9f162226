// The fetch adapter against a local HTTP server (no outside network here): PNG, HTML, 404, redirect, GET-only and slow answers.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressGuard } from '../net/address-guard';
import { GuardedFetch } from '../net/guarded-fetch';
import { FetchImageProbe } from './image-probe';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/photo.png')
      return void res.writeHead(200, { 'content-type': 'image/png' }).end(req.method === 'HEAD' ? undefined : PNG);
    if (req.url === '/page.html') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    if (req.url === '/moved') return void res.writeHead(302, { location: '/photo.png' }).end();
    if (req.url === '/get-only.jpg')
      return void (req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200, { 'content-type': 'image/jpeg' }).end(PNG));
    if (req.url === '/slow.png') return void setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG), 1000);
    res.writeHead(404, { 'content-type': 'image/png' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('FetchImageProbe', () => {
  // The local server is on loopback: only the test-only switch lets the probe reach it.
  const probe = new FetchImageProbe(new GuardedFetch(new AddressGuard({ allowPrivateAddresses: true })), 300);

  it('accepts an image, also behind a redirect and from a server that only answers GET', async () => {
    expect(await probe.servesImage(`${base}/photo.png`)).toBe(true);
    expect(await probe.servesImage(`${base}/moved`)).toBe(true);
    expect(await probe.servesImage(`${base}/get-only.jpg`)).toBe(true);
  });

  it('rejects an HTML page, a 404 (even typed image/*), a timeout, an unreachable host and non-HTTP URLs', async () => {
    expect(await probe.servesImage(`${base}/page.html`)).toBe(false);
    expect(await probe.servesImage(`${base}/missing.png`)).toBe(false);
    expect(await probe.servesImage(`${base}/slow.png`)).toBe(false);
    expect(await probe.servesImage('http://127.0.0.1:1/x.png')).toBe(false);
    expect(await probe.servesImage('ftp://127.0.0.1/x.png')).toBe(false);
    expect(await probe.servesImage('not a url')).toBe(false);
  });

  it('finds no image on a loopback server in any spelling when private addresses are not allowed', async () => {
    const guarded = new FetchImageProbe(new GuardedFetch(), 300);
    const port = new URL(base).port;
    for (const host of ['127.0.0.1', 'localhost', '127.1', '2130706433', '0x7f000001', '[::ffff:127.0.0.1]', '0.0.0.0'])
      expect([host, await guarded.servesImage(`http://${host}:${port}/photo.png`)]).toEqual([host, false]);
  });
});
