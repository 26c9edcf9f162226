// A local Etsy Open API v3 on node:http for tests, the benchmark and the embedded start's sandbox shop: the consent page
// and token endpoint of OAuth 2 + PKCE, and the shop, receipt, listing and inventory calls the connector makes, with
// Etsy's x-api-key check, per-second rate limit headers, 429s and {"error": ...} bodies.
import { randomInt } from 'node:crypto';
import { startJsonHttpServer, type SimulatorRequest, type SimulatorResponse } from '../simulators/json-http-server';
import type { RunningSimulator, SimulatorOptions } from '../simulators/simulator';
import { FaultQueue } from '../simulators/simulator-state';
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

const etsyError = (status: number, error: string, headers?: Record<string, string>): SimulatorResponse => ({
  status,
  headers,
  body: { error } satisfies EtsyError,
});

export async function startEtsySimulator(options: EtsySimulatorOptions = {}): Promise<EtsySimulator> {
  const userId = randomInt(10_000_000, 99_999_999);
  const auth = new EtsySimulatorAuth(userId, options.accessTokenTtlSeconds ?? 3600);
  const shop = new EtsySimulatorShop(userId, randomInt(20_000_000, 49_999_999));
  const limitPerSecond = options.limitPerSecond ?? 150;
  const faults = new FaultQueue();
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

  function application(request: SimulatorRequest): SimulatorResponse {
    const apiKey = String(request.headers['x-api-key'] ?? '');
    if (apiKey !== `${auth.keystring}:${auth.sharedSecret}`) {
      return etsyError(
        403,
        apiKey.includes(':') ? 'Invalid API key' : 'Invalid API key: the x-api-key header must be keystring:shared_secret',
      );
    }
    const fault = faults.take();
    if (fault === 'TOKEN_EXPIRED') auth.expireAccessTokens();
    if (fault === 'SERVER_ERROR') return etsyError(500, 'Internal server error');
    // Etsy's 429 carries none of the rate limit headers, only when to come back.
    const headers = fault === 'RATE_LIMIT' ? null : rateHeaders();
    if (!headers) return etsyError(429, 'Too many requests', { 'retry-after': '1' });
    const who = auth.authenticate(request.headers.authorization);
    if ('status' in who) return { status: who.status, headers, body: who.body };
    let body: unknown;
    if (request.method === 'POST' || request.method === 'PUT') {
      // The application calls we serve take JSON only (the current model lists no form body for them).
      if (!String(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return etsyError(400, 'Unsupported content type: send application/json', headers);
      }
      try {
        body = JSON.parse(request.body) as unknown;
      } catch {
        return etsyError(400, 'Request body is not valid JSON', headers);
      }
    }
    return { ...routeEtsyApplicationCall(shop, request.method, request.path, request.query, body), headers };
  }

  function handle(request: SimulatorRequest): SimulatorResponse {
    if (request.method === 'GET' && request.path === '/oauth/connect') {
      const consent = auth.consent(request.query);
      if ('problem' in consent) return { status: 400, body: `An error occurred: ${consent.problem}` };
      return { status: 302, headers: { location: consent.location } };
    }
    if (request.method === 'POST' && request.path === '/v3/public/oauth/token') {
      const answer = auth.token(new URLSearchParams(request.body));
      return { status: answer.status, headers: { 'cache-control': 'no-store' }, body: answer.body };
    }
    if (request.path.startsWith('/v3/application/')) return application(request);
    return etsyError(404, 'Resource not found');
  }

  const server = await startJsonHttpServer(
    (request) => {
      const answer = handle(request);
      calls.push(`${request.method} ${request.path} ${answer.status}`);
      return answer;
    },
    options.port,
    (problems) => etsyError(400, problems.join('; ')),
  );

  return {
    marketplace: 'ETSY',
    url: server.url,
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
    inject: (fault, times) => faults.inject(fault, times),
    revokeAccess: () => auth.revokeAll(),
    addListing: (title, products) => shop.addListing(title, products),
    inventoryOf: (listingId) => shop.inventory(listingId),
    declineNextConsent: (description) => auth.declineNextConsent(description),
    holdTo: (check) => server.holdTo(check),
    close: () => server.close(),
  };
}
