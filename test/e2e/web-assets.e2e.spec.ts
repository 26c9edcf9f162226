// The built web app over HTTP: the build's precompressed files, long-lived caching for hashed assets, no-cache for the page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../web/build/precompress';
import { startTestApp, type TestApp } from '../support/test-app';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ sku: `SKU-${i}`, title: `Product ${i}` })))};\n`;
const PAGE =
  '<!doctype html><html><head><title>Ledgerhouse</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

/** A web build made by the build's own precompress step: index.html and one hashed script, each with .br and .gz beside it. */
async function builtWebApp(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'lh-web-assets-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  // A file named like an API path: the API answers there, never the file.
  mkdirSync(path.join(dir, 'api'));
  writeFileSync(path.join(dir, 'api', 'health'), 'a file, not the API');
  const plugin = precompress();
  plugin.configResolved({ root: dir, build: { outDir: '.' } });
  await plugin.closeBundle();
  return dir;
}

/** A raw GET: Node's fetch would ask for and undo the compression by itself. */
function get(
  url: string,
  acceptEncoding?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { WEB_DIST_DIR: await builtWebApp() } });
});
afterAll(() => app.close());

describe('web assets', () => {
  it('leaves every /api path to the API: a file of the build at that path is never looked up or sent', async () => {
    const res = await get(`${app.url}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.toString()).not.toContain('a file, not the API');
  });

  it('sends a hashed script brotli-compressed, cached for a year as immutable, when the browser accepts br', async () => {
    const res = await get(`${app.url}/assets/index-Ab12Cd34.js`, 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await get(`${app.url}/assets/index-Ab12Cd34.js`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const refused = await get(`${app.url}/assets/index-Ab12Cd34.js`, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
    const plain = await get(`${app.url}/assets/index-Ab12Cd34.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the page for every app route compressed and never cached without revalidation', async () => {
    for (const route of ['/', '/products', '/index.html']) {
      const res = await get(`${app.url}${route}`, 'gzip, br');
      expect({
        route,
        status: res.status,
        encoding: res.headers['content-encoding'],
        cache: res.headers['cache-control'],
        type: res.headers['content-type'],
      }).toEqual({
        route,
        status: 200,
        encoding: 'br',
        cache: 'no-cache',
        type: 'text/html; charset=utf-8',
      });
      expect(brotliDecompressSync(res.body).toString()).toBe(PAGE);
    }
  });

  it('answers a missing asset 404 rather than with the page', async () => {
    const res = await get(`${app.url}/assets/index-Missing0.js`, 'br');
    expect(res.status).toBe(404);
  });
});
