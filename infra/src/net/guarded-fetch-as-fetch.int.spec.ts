// The fetch-shaped guarded call over real sockets: 127.0.0.2 plays a public API host (admitted by name through an injected
// DNS); a live server on 127.0.0.1 is "inside" and must never see a request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AddressGuard, type Resolver } from './address-guard';
import { GuardedFetch } from './guarded-fetch';
import { guardedFetchAsFetch } from './guarded-fetch-as-fetch';
import { OutboundRefused } from './outbound-refused';

interface Seen {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

const startServer = async (host: string, seen: Seen[]): Promise<Server> => {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString(),
      });
      const location = url.searchParams.get('location');
      if (url.pathname === '/see-other') return void res.writeHead(303, { location: '/echo' }).end();
      if (url.pathname === '/temporary') return void res.writeHead(307, { location: location ?? '/echo' }).end();
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'r-1' });
      res.end(JSON.stringify({ received: Buffer.concat(chunks).toString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return server;
};

const outsideSeen: Seen[] = [];
const insideSeen: Seen[] = [];
let outside: Server;
let inside: Server;
const portOf = (server: Server) => (server.address() as AddressInfo).port;

beforeAll(async () => {
  outside = await startServer('127.0.0.2', outsideSeen);
  inside = await startServer('127.0.0.1', insideSeen);
});
afterAll(async () => {
  for (const server of [outside, inside]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
beforeEach(() => {
  outsideSeen.length = 0;
  insideSeen.length = 0;
});

const fakeDns: Resolver = async (hostname) => {
  if (hostname === 'api.example.test') return [{ address: '127.0.0.2', family: 4 }];
  if (hostname === 'inside.example.test') return [{ address: '10.0.0.7', family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};
const guardedApi = () => guardedFetchAsFetch(new GuardedFetch(new AddressGuard({ resolve: fakeDns, admitAddresses: ['127.0.0.2'] })));
const api = () => `http://api.example.test:${portOf(outside)}`;
const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const refusal = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'answered';
  } catch (err) {
    return err instanceof OutboundRefused ? err.reason : `unexpected ${String(err)}`;
  }
};

describe('guardedFetchAsFetch', () => {
  it('POSTs a JSON body to an admitted host and answers as a fetch Response with status, headers and body', async () => {
    const res = await guardedApi()(`${api()}/echo`, json({ query: '{ shop { name } }' }));
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('r-1');
    expect(await res.json()).toEqual({ received: '{"query":"{ shop { name } }"}' });
    expect(outsideSeen).toEqual([
      { method: 'POST', path: '/echo', contentType: 'application/json', body: '{"query":"{ shop { name } }"}' },
    ]);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('sends %s with its body', async (method) => {
    await guardedApi()(`${api()}/echo`, { method, body: 'payload' });
    expect(outsideSeen).toEqual([expect.objectContaining({ method, body: 'payload' })]);
  });

  it.each(['127.0.0.1', '169.254.169.254', '10.0.0.7', '[::ffff:127.0.0.1]', 'inside.example.test'])(
    'refuses a POST to the inside address %s before connecting',
    async (host) => {
      const port = portOf(inside);
      expect(await refusal(guardedApi()(`http://${host}:${port}/echo`, json({ secret: 1 })))).toBe('address');
      const defaultPolicy = guardedFetchAsFetch(new GuardedFetch(new AddressGuard({ resolve: fakeDns })));
      expect(await refusal(defaultPolicy(`http://${host}:${port}/echo`, json({ secret: 1 })))).toBe('address');
      expect(insideSeen).toHaveLength(0);
    },
  );

  it('repeats a POST with its body on a 307, and goes on as a GET without the body after a 303', async () => {
    await guardedApi()(`${api()}/temporary`, json({ n: 1 }));
    expect(outsideSeen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/temporary', '{"n":1}'],
      ['POST', '/echo', '{"n":1}'],
    ]);
    outsideSeen.length = 0;
    await guardedApi()(`${api()}/see-other`, json({ n: 2 }));
    expect(outsideSeen.map(({ method, path, body, contentType }) => [method, path, body, contentType])).toEqual([
      ['POST', '/see-other', '{"n":2}', 'application/json'],
      ['GET', '/echo', '', undefined],
    ]);
  });

  it('refuses a 307 that would carry the POST body into loopback', async () => {
    const location = encodeURIComponent(`http://127.0.0.1:${portOf(inside)}/echo`);
    expect(await refusal(guardedApi()(`${api()}/temporary?location=${location}`, json({ secret: 1 })))).toBe('address');
    expect(insideSeen).toHaveLength(0);
  });

  it('refuses methods outside GET, HEAD, POST, PUT, PATCH and DELETE', async () => {
    await expect(guardedApi()(`${api()}/echo`, { method: 'OPTIONS' })).rejects.toThrow(TypeError);
    expect(outsideSeen).toHaveLength(0);
  });
});
