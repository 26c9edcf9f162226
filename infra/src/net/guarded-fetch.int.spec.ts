// The guarded fetch over real sockets. 127.0.0.2 plays a public photo host (admitted by name through an injected DNS);
// 127.0.0.1 is "inside": a live image server there must never see a request unless the policy opens private addresses.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { AddressGuard, type Resolver } from './address-guard';
import { GuardedFetch } from './guarded-fetch';
import { OutboundRefused } from './outbound-refused';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const listen = async <T extends Server | TcpServer>(server: T, host: string): Promise<T> => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return server;
};
const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port;
const close = async (server: Server | TcpServer) => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
};

let inside: Server;
const insideRequests: IncomingMessage[] = [];
let outside: Server;
const outsideHosts: string[] = [];
const bodyClosedEarly: boolean[] = [];
let silent: TcpServer;
let silentConnections = 0;
let inPort: number;
let outPort: number;

beforeAll(async () => {
  inside = await listen(
    createServer((req, res) => {
      insideRequests.push(req);
      res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    }),
    '127.0.0.1',
  );
  inPort = portOf(inside);
  outside = await listen(
    createServer((req, res) => {
      outsideHosts.push(req.headers.host ?? '');
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname === '/photo.png') return void res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      if (url.pathname === '/moved') return void res.writeHead(302, { location: '/photo.png' }).end();
      if (url.pathname === '/to') return void res.writeHead(302, { location: url.searchParams.get('location') ?? '/' }).end();
      if (url.pathname === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (url.pathname === '/huge') {
        // 16 MiB in 64 KiB chunks, written as fast as the client reads; a capped reader hangs up long before the end.
        res.writeHead(200, { 'content-type': 'image/png' });
        let left = 256;
        res.on('close', () => bodyClosedEarly.push(left > 0));
        const pump = () => {
          while (left > 0) {
            left--;
            if (!res.write(Buffer.alloc(64 * 1024, 1))) return void res.once('drain', pump);
          }
          res.end();
        };
        return void pump();
      }
      if (url.pathname === '/hang') return; // headers never come
      if (url.pathname === '/trickle') return void res.writeHead(200, { 'content-type': 'image/png' }).write('x'); // body never ends
      res.writeHead(404).end();
    }),
    '127.0.0.2',
  );
  outPort = portOf(outside);
  silent = await listen(
    createTcpServer(() => {
      silentConnections++;
    }),
    '127.0.0.1',
  );
});
afterAll(async () => {
  for (const server of [inside, outside, silent]) await close(server);
});

const fakeDns: Resolver = async (hostname) => {
  if (hostname === 'photos.example.test') return [{ address: '127.0.0.2', family: 4 }];
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};
const guarded = () => new GuardedFetch(new AddressGuard({ resolve: fakeDns, admitAddresses: ['127.0.0.2'] }));
const photos = () => `http://photos.example.test:${outPort}`;
const reason = async (call: Promise<unknown>) => {
  try {
    await call;
    return 'answered';
  } catch (err) {
    return err instanceof OutboundRefused ? err.reason : `unexpected ${String(err)}`;
  }
};

describe('GuardedFetch', () => {
  it('follows a redirect on an admitted host, connecting to the checked address with the typed name as Host', async () => {
    outsideHosts.length = 0;
    const res = await guarded().fetch(`${photos()}/moved`);
    expect(res).toMatchObject({ status: 200, url: `${photos()}/photo.png` });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.body.equals(PNG)).toBe(true);
    expect(outsideHosts).toEqual([`photos.example.test:${outPort}`, `photos.example.test:${outPort}`]);
  });

  it.each(['127.0.0.1', 'localhost', '127.1', '2130706433', '0x7f000001', '[::ffff:127.0.0.1]', '0.0.0.0'])(
    'refuses a redirect from an admitted host into loopback spelled %s, and never connects there',
    async (host) => {
      insideRequests.length = 0;
      const location = encodeURIComponent(`http://${host}:${inPort}/photo.png`);
      expect(await reason(guarded().fetch(`${photos()}/to?location=${location}`))).toBe('address');
      expect(insideRequests).toHaveLength(0);
    },
  );

  it('connects to the address it checked even when the name later resolves inside (DNS rebinding)', async () => {
    insideRequests.length = 0;
    let calls = 0;
    const rebinding: Resolver = async () => [{ address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 }];
    const outbound = new GuardedFetch(new AddressGuard({ resolve: rebinding, admitAddresses: ['127.0.0.2'] }));
    const res = await outbound.fetch(`http://rebind.example.test:${outPort}/photo.png`);
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
    expect(insideRequests).toHaveLength(0);
  });

  it('gives up after the redirect limit', async () => {
    expect(await reason(guarded().fetch(`${photos()}/loop`, { maxRedirects: 3 }))).toBe('redirects');
  });

  it('keeps at most the body cap and hangs up instead of reading a 16 MiB answer', async () => {
    bodyClosedEarly.length = 0;
    const res = await guarded().fetch(`${photos()}/huge`, { maxBodyBytes: 64 * 1024 });
    expect(res.body.length).toBe(64 * 1024);
    const deadline = Date.now() + 5000;
    while (bodyClosedEarly.length === 0 && Date.now() < deadline) await new Promise((resolve) => setImmediate(resolve));
    expect(bodyClosedEarly).toEqual([true]);
  });

  // Neither answer ever ends by itself, so only the overall timeout can end these calls (no wall-clock bound here: on
  // 2 busy cores two 300 ms timeouts once took 8.5 s to fire).
  it('ends a call whose headers or body never come at the overall timeout', async () => {
    expect(await reason(guarded().fetch(`${photos()}/hang`, { timeoutMs: 300 }))).toBe('timeout');
    expect(await reason(guarded().fetch(`${photos()}/trickle`, { timeoutMs: 300 }))).toBe('timeout');
  });

  it('counts a DNS answer that never comes against the same timeout', async () => {
    const stuck = new GuardedFetch(new AddressGuard({ resolve: () => new Promise(() => undefined) }));
    expect(await reason(stuck.fetch('http://slow-dns.example.test/x.png', { timeoutMs: 200 }))).toBe('timeout');
  });

  it('never connects to a loopback port under the default policy: an open silent port and a closed one are refused alike', async () => {
    silentConnections = 0;
    const outbound = new GuardedFetch();
    expect(await reason(outbound.fetch(`http://127.0.0.1:${portOf(silent)}/x.png`, { timeoutMs: 3000 }))).toBe('address');
    expect(await reason(outbound.fetch('http://127.0.0.1:1/x.png', { timeoutMs: 3000 }))).toBe('address');
    expect(silentConnections).toBe(0);
  });

  it('reaches a loopback server only when the test-only switch opens private addresses', async () => {
    const res = await new GuardedFetch(new AddressGuard({ allowPrivateAddresses: true })).fetch(`http://127.0.0.1:${inPort}/photo.png`, {
      method: 'HEAD',
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(0);
  });
});
