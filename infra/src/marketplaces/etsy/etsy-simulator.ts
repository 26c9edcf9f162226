// A local Etsy Open API v3 on node:http for tests, the benchmark and the embedded start's sandbox shop: the consent page
// and token endpoint of OAuth 2 + PKCE, and the shop, receipt, listing and inventory calls the connector makes, with
// Etsy's x-api-key check, per-second rate limit headers, 429s and {"error": ...} bodies.
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningSimulator, SimulatedFault, SimulatorOptions } from '../simulators/simulator';
import type { EtsyError, EtsyInventory } from './etsy-api';
import { EtsySimulatorAuth } from './etsy-simulator-auth';
import { routeEtsyApplicationCall } from './etsy-simulator-routes';
import { EtsySimulatorShop, type SimulatedEtsyProduct } from './etsy-simulator-shop';

export interface EtsySimulatorOptions extends SimulatorOptions {
  /** expires_in of issued access tokens (Etsy: 3600). Short in tests of the refresh. */
  accessTokenTtlSeconds?: number;
  /** Calls per second per API key before a 429 (Etsy's documented example: 150). */
  limitPerSecond?: number;
}

export interface EtsySimulator extends RunningSimulator {
  /** A listing with one product per SKU (variations by properties); returns its listing_id. */
  addListing(title: string, products: SimulatedEtsyProduct[]): number;
  /** The listing's inventory as getListingInventory answers it. */
  inventoryOf(listingId: number): EtsyInventory | undefined;
  /** The next consent is declined: the return carries error=access_denied and this description. */
  declineNextConsent(description: string): void;
  /** Every call answered so far, as "METHOD /path status". */
  readonly calls: string[];
}

const LIMIT_PER_DAY = 100_000;
const MAX_BODY_BYTES = 1024 * 1024;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startEtsySimulator(options: EtsySimulatorOptions = {}): Promise<EtsySimulator> {
  const userId = randomInt(10_000_000, 99_999_999);
  const auth = new EtsySimulatorAuth(userId, options.accessTokenTtlSeconds ?? 3600);
  const shop = new EtsySimulatorShop(userId, randomInt(20_000_000, 49_999_999));
  const limitPerSecond = options.limitPerSecond ?? 150;
  const faults: SimulatedFault[] = [];
  const calls: string[] = [];
  let window = { second: 0, used: 0 };
  let usedToday = 0;

  function rateHeaders(): Record<string, string> | null {
    const second = Math.floor(Date.now() / 1000);
    if (window.second !== second) window = { second, used: 0 };
    if (window.used >= limitPerSecond || usedToday >= LIMIT_PER_DAY) return null;
    window.used += 1;
    usedToday += 1;
    return {
      'x-limit-per-second': String(limitPerSecond),
      'x-remaining-this-second': String(limitPerSecond - window.used),
      'x-limit-per-day': String(LIMIT_PER_DAY),
      'x-remaining-today': String(LIMIT_PER_DAY - usedToday),
    };
  }

  async function application(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const apiKey = String(req.headers['x-api-key'] ?? '');
    if (apiKey !== `${auth.keystring}:${auth.sharedSecret}`) {
      const error = apiKey.includes(':') ? 'Invalid API key' : 'Invalid API key: the x-api-key header must be keystring:shared_secret';
      return send(res, 403, { error } satisfies EtsyError);
    }
    const fault = faults.shift();
    if (fault === 'TOKEN_EXPIRED') auth.expireAccessTokens();
    if (fault === 'SERVER_ERROR') return send(res, 500, { error: 'Internal server error' } satisfies EtsyError);
    const headers = fault === 'RATE_LIMIT' ? null : rateHeaders();
    if (!headers) return send(res, 429, { error: 'Too many requests' } satisfies EtsyError, { 'retry-after': '1' });
    const who = auth.authenticate(req.headers.authorization);
    if ('status' in who) return send(res, who.status, who.body, headers);
    let body: unknown;
    if (req.method === 'POST' || req.method === 'PUT') {
      const text = await readBody(req);
      const json = String(req.headers['content-type'] ?? '').includes('application/json');
      try {
        body = json ? (JSON.parse(text) as unknown) : Object.fromEntries(new URLSearchParams(text));
      } catch {
        return send(res, 400, { error: 'Request body is not valid JSON' } satisfies EtsyError, headers);
      }
    }
    const answer = routeEtsyApplicationCall(shop, req.method ?? 'GET', url, body);
    send(res, answer.status, answer.body, headers);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (req.method === 'GET' && url.pathname === '/oauth/connect') {
      const consent = auth.consent(url.searchParams);
      if ('problem' in consent) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return void res.end(`An error occurred: ${consent.problem}`);
      }
      res.writeHead(302, { location: consent.location });
      return void res.end();
    }
    if (req.method === 'POST' && url.pathname === '/v3/public/oauth/token') {
      const answer = auth.token(new URLSearchParams(await readBody(req)));
      return send(res, answer.status, answer.body, { 'cache-control': 'no-store' });
    }
    if (url.pathname.startsWith('/v3/application/')) return application(req, res, url);
    send(res, 404, { error: 'Resource not found' } satisfies EtsyError);
  }

  const server = createServer((req, res) => {
    handle(req, res)
      .catch(() => send(res, 400, { error: 'Malformed request' } satisfies EtsyError))
      .finally(() => calls.push(`${req.method} ${req.url?.split('?')[0]} ${res.statusCode}`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    marketplace: 'ETSY',
    url,
    appConfig: { appId: auth.keystring, appSecret: auth.sharedSecret },
    sandboxCredentials: {},
    calls,
    addOrders: async (orders) =>
      shop.addOrders(orders).map((r) => ({ channelOrderId: String(r.receipt_id), number: String(r.receipt_id) })),
    quantityOf: (sku) => shop.quantityOf(sku),
    onQuantity: (listener) => shop.onQuantity(listener),
    trackingOf(channelOrderId) {
      const shipment = shop.receipt(Number(channelOrderId))?.shipments.at(-1);
      return shipment ? { carrier: shipment.carrier_name, trackingNumber: shipment.tracking_code } : null;
    },
    inject: (fault, times = 1) => faults.push(...Array.from({ length: times }, () => fault)),
    revokeAccess: () => auth.revokeAll(),
    addListing: (title, products) => shop.addListing(title, products),
    inventoryOf: (listingId) => shop.inventory(listingId),
    declineNextConsent: (description) => auth.declineNextConsent(description),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
