// What a seller hears for each way a marketplace refuses a connection.
import { MarketplaceError, OutboundRefused } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { connectRefusal } from './connect-refusal';

describe('a refused connection', () => {
  it('is a connection error for refused credentials, and Walmart’s "Error verifying data"', () => {
    expect(connectRefusal(new MarketplaceError('INVALID_CREDENTIALS', 'Unauthorized'), 'AMAZON')).toMatchObject({
      code: 'CHANNEL_CONNECTION_FAILED',
      status: 422,
      params: { marketplace: 'Amazon' },
    });
    expect(connectRefusal(new MarketplaceError('INVALID_CREDENTIALS', 'Unauthorized'), 'WALMART')).toMatchObject({
      code: 'CHANNEL_VERIFY_FAILED',
      status: 422,
    });
  });

  it('is 429 CHANNEL_RATE_LIMITED when throttled and 502 CHANNEL_MARKETPLACE_UNAVAILABLE when the marketplace fails', () => {
    expect(connectRefusal(new MarketplaceError('RATE_LIMITED', 'slow down', { retryAfterMs: 1000 }), 'SHOPIFY')).toMatchObject({
      code: 'CHANNEL_RATE_LIMITED',
      status: 429,
    });
    expect(connectRefusal(new MarketplaceError('UNAVAILABLE', '503'), 'EBAY')).toMatchObject({
      code: 'CHANNEL_MARKETPLACE_UNAVAILABLE',
      status: 502,
    });
    expect(connectRefusal(new TypeError('fetch failed'), 'ETSY')).toMatchObject({ code: 'CHANNEL_MARKETPLACE_UNAVAILABLE' });
  });

  it('is CHANNEL_STORE_DOMAIN_REFUSED on the store domain when the address guard refuses it, directly or as the cause', () => {
    const direct = connectRefusal(new OutboundRefused('address'), 'SHOPIFY');
    expect(direct).toMatchObject({
      code: 'CHANNEL_STORE_DOMAIN_REFUSED',
      status: 422,
      details: { fields: [{ field: 'credentials.storeDomain', code: 'CHANNEL_STORE_DOMAIN_REFUSED' }] },
    });
    const wrapped = new MarketplaceError('UNAVAILABLE', 'refused');
    (wrapped as Error).cause = new OutboundRefused('dns');
    expect(connectRefusal(wrapped, 'SHOPIFY').code).toBe('CHANNEL_STORE_DOMAIN_REFUSED');
  });

  it('passes a domain refusal through unchanged, and never carries the marketplace’s message', () => {
    const own = new DomainError('CHANNEL_MARKETPLACE_UNAVAILABLE');
    expect(connectRefusal(own, 'AMAZON')).toBe(own);
    const refusal = connectRefusal(new MarketplaceError('INVALID_CREDENTIALS', 'token abc123 is invalid'), 'AMAZON');
    expect(JSON.stringify({ ...refusal, message: refusal.message })).not.toContain('abc123');
  });
});
