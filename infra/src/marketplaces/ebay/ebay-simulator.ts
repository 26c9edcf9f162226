// A local stand-in for eBay (auth.ebay.com and api.ebay.com on one 127.0.0.1 port) for tests, the benchmark and the
// embedded start's sandbox store. Configure the adapter with baseUrl = authUrl = identityUrl = `url` and the simulator's
// appConfig.
//
// For the web's OAuth return: eBay sends the seller to the accept/decline URLs set on the RuName, not to a redirect_uri.
// Pass `acceptUrl` and `declineUrl` (the running product's `/marketplaces/ebay/new/success` and `/marketplaces/ebay/new/failure`)
// when starting, or call `setReturnUrls({ acceptUrl, declineUrl })` once the product's address is known. The consent page
// then redirects at once (302) with ?code=…&expires_in=299&state=…; after `setConsent('DECLINE')` it redirects to the
// decline URL with ?error=access_denied&state=… instead.
//
// The Commerce Identity API's getUser (GET /commerce/identity/v1/user/, served here too: configure identityUrl = `url`)
// answers the consenting test user: SANDBOX_USERNAME, or the `login` the consent page was opened with (see
// ebay-simulator-oauth.ts). The sandbox is one account unless tests pass distinct logins.
//
// For the account-deletion endpoint: getPublicKey answers the simulator's own signing key (to an application token),
// and `signedAccountDeletion` makes a notification signed with it, as eBay would POST it.
import { randomBytes } from 'node:crypto';
import { startJsonHttpServer, type SimulatorRequest, type SimulatorResponse } from '../simulators/json-http-server';
import { FaultQueue } from '../simulators/simulator-state';
import type { RunningSimulator, SimulatedFault, SimulatorOptions } from '../simulators/simulator';
import { EbayNotificationDesk, type EbayDeletedUser, type SignedEbayNotification } from './ebay-simulator-notification';
import { identityAnswer } from './ebay-simulator-identity';
import { EbayOAuthDesk, type EbayReturnUrls } from './ebay-simulator-oauth';
import { EbaySellDesk } from './ebay-simulator-sell';

export interface EbaySimulatorOptions extends SimulatorOptions {
  /** Lifetime of issued access tokens (eBay: 7200 s); short in tests of expiry. */
  accessTokenTtlSeconds?: number;
  /** The Retry-After header of a rate-limited answer (default 1 second). */
  retryAfterSeconds?: number;
}

export interface EbaySimulator extends RunningSimulator {
  readonly appConfig: { appId: string; appSecret: string; ruName: string };
  setReturnUrls(urls: EbayReturnUrls): void;
  /** How the consent page answers from now on: agree (default) or "I don't agree". */
  setConsent(answer: 'ACCEPT' | 'DECLINE'): void;
  /** Every access token issued so far lapses, as if two hours had passed (refresh tokens stay good). */
  expireAccessTokens(): void;
  /** A MARKETPLACE_ACCOUNT_DELETION notification for the user, with the X-EBAY-SIGNATURE eBay would send. */
  signedAccountDeletion(user: EbayDeletedUser): SignedEbayNotification;
}

const INVALID_TOKEN = {
  errors: [
    {
      errorId: 1001,
      domain: 'OAuth',
      category: 'REQUEST',
      message: 'Invalid access token',
      longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
    },
  ],
};

function faultAnswer(fault: SimulatedFault, retryAfterSeconds: number): SimulatorResponse {
  switch (fault) {
    case 'RATE_LIMIT':
      return {
        status: 429,
        headers: { 'retry-after': String(retryAfterSeconds) },
        body: {
          errors: [
            {
              errorId: 2001,
              domain: 'ACCESS',
              category: 'REQUEST',
              message: 'Too many requests. The request limit has been reached for the resource.',
            },
          ],
        },
      };
    case 'SERVER_ERROR':
      return {
        status: 500,
        body: {
          errors: [
            {
              errorId: 2003,
              domain: 'ACCESS',
              category: 'APPLICATION',
              message: 'Internal error',
              longMessage: 'There was a problem with an eBay internal system or process. Contact eBay developer support for assistance.',
            },
          ],
        },
      };
    case 'TOKEN_EXPIRED':
      return { status: 401, body: INVALID_TOKEN };
    default: {
      const never: never = fault;
      throw new Error(`Unknown fault ${String(never)}`);
    }
  }
}

export async function startEbaySimulator(options: EbaySimulatorOptions = {}): Promise<EbaySimulator> {
  const app = {
    appId: 'Sandbox-LedgerHo-SBX-sim',
    appSecret: `SBX-${randomBytes(16).toString('hex')}`,
    ruName: 'Sandbox_Ledger-Sandbox-LedgerH-sim',
  };
  const returnUrls = options.acceptUrl && options.declineUrl ? { acceptUrl: options.acceptUrl, declineUrl: options.declineUrl } : null;
  const oauth = new EbayOAuthDesk(app, options.accessTokenTtlSeconds ?? 7200, returnUrls);
  const faults = new FaultQueue();
  let url = '';
  const sell = new EbaySellDesk(() => url);
  const notifications = new EbayNotificationDesk();

  const handle = (request: SimulatorRequest): SimulatorResponse => {
    if (request.method === 'GET' && request.path === '/oauth2/authorize') return oauth.authorize(request);
    if (request.method === 'POST' && request.path === '/identity/v1/oauth2/token') return oauth.token(request);
    const fault = faults.take();
    if (fault === 'TOKEN_EXPIRED') oauth.expireAccessTokens();
    if (fault !== null) return faultAnswer(fault, options.retryAfterSeconds ?? 1);
    const publicKey = notifications.handle(request, oauth.admitsApplication(request));
    if (publicKey !== null) return publicKey;
    const user = oauth.userOf(request);
    if (user === null) return { status: 401, body: INVALID_TOKEN };
    return (
      identityAnswer(request, user) ??
      sell.handle(request) ?? {
        status: 404,
        body: { errors: [{ errorId: 2002, domain: 'ACCESS', category: 'REQUEST', message: 'Resource not found' }] },
      }
    );
  };
  const server = await startJsonHttpServer(handle, options.port, (problems) => ({
    status: 400,
    body: {
      errors: [{ errorId: 2004, domain: 'ACCESS', category: 'REQUEST', message: 'Invalid request', longMessage: problems.join('; ') }],
    },
  }));
  url = server.url;

  return {
    marketplace: 'EBAY',
    url,
    appConfig: app,
    sandboxCredentials: {},
    addOrders: (orders) => Promise.resolve(sell.addOrders(orders)),
    quantityOf: (sku) => sell.quantities.quantityOf(sku),
    onQuantity: (listener) => sell.quantities.onQuantity(listener),
    trackingOf: (orderId) => sell.trackingOf(orderId),
    inject: (fault, times) => faults.inject(fault, times),
    revokeAccess: () => oauth.revoke(),
    setReturnUrls: (urls) => {
      oauth.returnUrls = urls;
    },
    setConsent: (answer) => {
      oauth.consent = answer;
    },
    expireAccessTokens: () => oauth.expireAccessTokens(),
    signedAccountDeletion: (user) => notifications.accountDeletion(user),
    holdTo: (check) => server.holdTo(check),
    close: () => server.close(),
  };
}
