// Against a real local HTTP server: one refresh for many concurrent 401s, each request retried once.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RefreshCoordinator, type TokenStore } from './refresh-coordinator';

interface World {
  server: Server;
  url: string;
  refreshCalls: number;
  requests: string[];
  validAccess: string;
  refreshStatus: number;
}

async function startServer(): Promise<World> {
  const world = { refreshCalls: 0, requests: [] as string[], validAccess: 'fresh', refreshStatus: 200 } as World;
  world.server = createServer((req, res) => {
    if (req.url === '/api/user/refresh_jwt/') {
      world.refreshCalls += 1;
      // Answer late so that every concurrent 401 arrives while the refresh is in flight.
      setTimeout(() => {
        res.statusCode = world.refreshStatus;
        res.setHeader('content-type', 'application/json');
        res.end(world.refreshStatus === 200 ? JSON.stringify({ access: world.validAccess, refresh: 'r-rotated' }) : '{"code":"X"}');
      }, 50);
      return;
    }
    world.requests.push(`${req.url} ${req.headers.authorization}`);
    res.statusCode = req.headers.authorization === `JWT ${world.validAccess}` ? 200 : 401;
    res.end('{}');
  });
  await new Promise<void>((r) => world.server.listen(0, '127.0.0.1', r));
  world.url = `http://127.0.0.1:${(world.server.address() as AddressInfo).port}`;
  return world;
}

function tokens(access: string | null, refresh: string | null): TokenStore & { cleared: boolean } {
  const state = { access, refresh, cleared: false };
  return {
    get cleared() {
      return state.cleared;
    },
    access: () => state.access,
    refresh: () => state.refresh,
    setTokens: (a, r) => {
      state.access = a;
      if (r) state.refresh = r;
    },
    clear: () => {
      state.access = null;
      state.refresh = null;
      state.cleared = true;
    },
  };
}

let world: World;
beforeEach(async () => {
  world = await startServer();
});
afterEach(() => new Promise<void>((r) => world.server.close(() => r())));

function coordinatorFor(store: TokenStore, onSessionExpired = jest.fn(), sleep = jest.fn(async () => undefined)) {
  return new RefreshCoordinator({
    tokens: store,
    callRefresh: (refresh) => fetch(`${world.url}/api/user/refresh_jwt/`, { method: 'POST', body: JSON.stringify({ refresh }) }),
    onSessionExpired,
    sleep,
  });
}

const get = (path: string) => (access: string | null) =>
  fetch(`${world.url}${path}`, { headers: access ? { authorization: `JWT ${access}` } : {} });

describe('RefreshCoordinator', () => {
  it('refreshes exactly once for three concurrent 401s and retries each request once', async () => {
    const store = tokens('stale', 'r-1');
    const coordinator = coordinatorFor(store);
    const responses = await Promise.all(['/a', '/b', '/c'].map((p) => coordinator.send(get(p))));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(world.refreshCalls).toBe(1);
    for (const p of ['/a', '/b', '/c'])
      expect(world.requests.filter((r) => r.startsWith(`${p} `))).toEqual([`${p} JWT stale`, `${p} JWT fresh`]);
    expect(store.access()).toBe('fresh');
    expect(store.refresh()).toBe('r-rotated');
  });

  it('clears the session and reports expiry once when the refresh itself answers 401', async () => {
    world.refreshStatus = 401;
    const store = tokens('stale', 'r-1');
    const expired = jest.fn();
    const coordinator = coordinatorFor(store, expired);
    const responses = await Promise.all(['/a', '/b'].map((p) => coordinator.send(get(p))));
    expect(responses.map((r) => r.status)).toEqual([401, 401]);
    expect(world.refreshCalls).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.cleared).toBe(true);
  });

  it('retries a refresh that failed otherwise after the delay, keeping the session', async () => {
    world.refreshStatus = 503;
    const store = tokens('stale', 'r-1');
    const sleep = jest.fn(async () => undefined);
    const expired = jest.fn();
    const response = await coordinatorFor(store, expired, sleep).send(get('/a'));
    expect(response.status).toBe(401);
    expect(world.refreshCalls).toBe(3);
    expect(sleep).toHaveBeenCalledWith(10_000);
    expect(expired).not.toHaveBeenCalled();
    expect(store.cleared).toBe(false);
  });

  it('does not refresh without a refresh token, and a guest call ends no session', async () => {
    const store = tokens(null, null);
    const expired = jest.fn();
    const response = await coordinatorFor(store, expired).send(get('/a'));
    expect(response.status).toBe(401);
    expect(world.refreshCalls).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('ends a signed-in session whose refresh token is gone: cleared and reported expired, no refresh call', async () => {
    const store = tokens('stale', null);
    const expired = jest.fn();
    const response = await coordinatorFor(store, expired).send(get('/a'));
    expect(response.status).toBe(401);
    expect(world.refreshCalls).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.cleared).toBe(true);
  });

  it('ends the session when the refresh is refused as invalid (400), without retrying', async () => {
    world.refreshStatus = 400;
    const store = tokens('stale', 'r-1');
    const expired = jest.fn();
    await coordinatorFor(store, expired).send(get('/a'));
    expect(world.refreshCalls).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.cleared).toBe(true);
  });
});
