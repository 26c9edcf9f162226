// The eBay simulator's Commerce Identity API (apiz.ebay.com at eBay): getUser answers who the user token speaks for,
// and a token without the commerce.identity.readonly scope is refused with eBay's 403.
import { createHash } from 'node:crypto';
import type { SimulatorRequest, SimulatorResponse } from '../simulators/json-http-server';
import { EBAY_IDENTITY_SCOPE } from './ebay-http';
import type { EbayUserGrant } from './ebay-simulator-oauth';

const USER_PATH = /^\/commerce\/identity\/v1\/user\/?$/;

const ACCESS_DENIED = {
  errors: [
    {
      errorId: 1100,
      domain: 'ACCESS',
      category: 'REQUEST',
      message: 'Access denied',
      longMessage: 'Insufficient permissions to fulfill the request.',
    },
  ],
};

/** GET /commerce/identity/v1/user/ for the token's user, or null for any other request. */
export function identityAnswer(request: SimulatorRequest, user: EbayUserGrant): SimulatorResponse | null {
  if (request.method !== 'GET' || !USER_PATH.test(request.path)) return null;
  if (!user.scopes.has(EBAY_IDENTITY_SCOPE)) return { status: 403, body: ACCESS_DENIED };
  return {
    status: 200,
    body: {
      // eBay's public user id is immutable and opaque; here it is derived from the username so it stays the same.
      userId: createHash('sha256').update(user.username).digest('base64url').slice(0, 11),
      username: user.username,
      accountType: 'INDIVIDUAL',
      registrationMarketplaceId: 'EBAY_US',
      status: 'CONFIRMED',
    },
  };
}
