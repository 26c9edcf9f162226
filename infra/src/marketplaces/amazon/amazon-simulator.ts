// A local stand-in for the Selling Partner API and Login with Amazon on 127.0.0.1 (both at its url): refresh-token grants
// with expiring access tokens, marketplace participations, searchOrders with paginationToken and includedData, getOrder,
// confirmShipment, patchListingsItem, and Amazon's error answers (LWA invalid_client / invalid_grant, 403 Unauthorized,
// 429 QuotaExceeded with x-amzn-RateLimit-Limit, 500 InternalFailure).
import { randomBytes, randomUUID } from 'node:crypto';
import { startJsonHttpServer, type SimulatorRequest, type SimulatorResponse } from '../simulators/json-http-server';
import type { RunningSimulator, SimulatorOptions } from '../simulators/simulator';
import { FaultQueue, ListingQuantities } from '../simulators/simulator-state';
import { DEFAULT_AMAZON_MARKETPLACE_ID, spApiErrors, type AmazonOrder } from './amazon-payloads';
import { amazonOperations } from './amazon-simulator-operations';
import { sandboxAmazonOrder } from './amazon-sandbox-order';

export interface AmazonSimulatorOptions extends SimulatorOptions {
  /** Access token lifetime; LWA's is 3600 s. */
  tokenTtlSeconds?: number;
  /** Most orders on one searchOrders page whatever maxResultsPerPage asks (Amazon: 100). */
  maxPageSize?: number;
}

/** Fixed, so a sandbox store connected in the embedded start keeps working after a restart. */
export const AMAZON_SANDBOX_CREDENTIALS = {
  sellerId: 'A1SANDBOX00001',
  appId: 'amzn1.sp.solution.00000000-0000-4000-8000-5a4db0c00001',
  clientId: 'amzn1.application-oa2-client.5a4db0c0000000000000000000000001',
  clientSecret: 'amzn1.oa2-cs.v1.sandbox',
  refreshToken: 'Atzr|sandbox',
};

const lwaError = (status: number, error: string, description: string): SimulatorResponse => ({
  status,
  body: { error_description: description, error },
});

export async function startAmazonSimulator(options: AmazonSimulatorOptions = {}): Promise<RunningSimulator> {
  const seller = AMAZON_SANDBOX_CREDENTIALS;
  const tokenTtlSeconds = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const orders = new Map<string, AmazonOrder>();
  const tracking = new Map<string, { carrier: string; trackingNumber: string }>();
  const quantities = new ListingQuantities();
  const faults = new FaultQueue();
  let revoked = false;
  const operations = amazonOperations({
    sellerId: seller.sellerId,
    orders,
    tracking,
    quantities,
    maxPageSize: Math.min(options.maxPageSize ?? 100, 100),
  });

  function grant(request: SimulatorRequest): SimulatorResponse {
    const form = new URLSearchParams(request.body);
    if (form.get('grant_type') !== 'refresh_token')
      return lwaError(400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server');
    if (form.get('client_id') !== seller.clientId || form.get('client_secret') !== seller.clientSecret) {
      return lwaError(401, 'invalid_client', 'Client authentication failed');
    }
    if (revoked || form.get('refresh_token') !== seller.refreshToken) {
      return lwaError(400, 'invalid_grant', 'The request has an invalid grant parameter : refresh_token');
    }
    const accessToken = `Atza|${randomBytes(48).toString('base64url')}`;
    tokens.set(accessToken, Date.now() + tokenTtlSeconds * 1000);
    return {
      status: 200,
      body: { access_token: accessToken, refresh_token: seller.refreshToken, token_type: 'bearer', expires_in: tokenTtlSeconds },
    };
  }

  function handle(request: SimulatorRequest): SimulatorResponse {
    if (request.method === 'POST' && request.path === '/auth/o2/token') return grant(request);
    const operation = operations.find((op) => op.method === request.method && op.path.test(request.path));
    const requestId = { 'x-amzn-RequestId': randomUUID() };
    if (!operation) return { status: 404, headers: requestId, body: spApiErrors('NotFound', 'Resource not found.') };
    const rate = { ...requestId, 'x-amzn-RateLimit-Limit': operation.rate };
    const token = String(request.headers['x-amz-access-token'] ?? '');
    const fault = faults.take();
    if (fault === 'TOKEN_EXPIRED') tokens.delete(token);
    if (!((tokens.get(token) ?? 0) > Date.now())) {
      return {
        status: 403,
        headers: requestId,
        body: spApiErrors('Unauthorized', 'Access to requested resource is denied.', 'The access token you provided has expired.'),
      };
    }
    if (fault === 'RATE_LIMIT')
      return { status: 429, headers: rate, body: spApiErrors('QuotaExceeded', 'You exceeded your quota for the requested resource.') };
    if (fault === 'SERVER_ERROR')
      return {
        status: 500,
        headers: requestId,
        body: spApiErrors('InternalFailure', 'We encountered an internal error. Please try again.'),
      };
    const segments = request.path.match(operation.path)!.map((part) => decodeURIComponent(part));
    const answer = operation.answer(request, segments);
    return { ...answer, headers: { ...rate, ...answer.headers } };
  }

  const server = await startJsonHttpServer(handle, options.port, (problems) => ({
    status: 400,
    body: spApiErrors('InvalidInput', problems.join('; ')),
  }));
  return {
    marketplace: 'AMAZON',
    url: server.url,
    appConfig: {},
    sandboxCredentials: { ...seller },
    addOrders: (inputs) =>
      Promise.resolve(
        inputs.map((input) => {
          const order = sandboxAmazonOrder(input, DEFAULT_AMAZON_MARKETPLACE_ID);
          orders.set(order.orderId, order);
          return { channelOrderId: order.orderId, number: order.orderId };
        }),
      ),
    quantityOf: (sku) => quantities.quantityOf(sku),
    onQuantity: (listener) => quantities.onQuantity(listener),
    trackingOf: (orderId) => tracking.get(orderId) ?? null,
    inject: (fault, times) => faults.inject(fault, times),
    revokeAccess() {
      revoked = true;
      tokens.clear();
    },
    holdTo: (check) => server.holdTo(check),
    close: () => server.close(),
  };
}
