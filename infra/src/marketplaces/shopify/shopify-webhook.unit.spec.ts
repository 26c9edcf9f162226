// Shopify webhook signatures: base64 HMAC-SHA256 of the raw body under the app's secret.
import { createHmac } from 'node:crypto';
import { verifyShopifyWebhook } from './shopify-webhook';

const SECRET = 'shpss_test_secret';
const body = Buffer.from('{"kind":"FULFILLMENT_REQUEST"}');
const signed = (raw: Buffer, secret = SECRET) => createHmac('sha256', secret).update(raw).digest('base64');

describe('verifyShopifyWebhook', () => {
  it('accepts the signature of the exact raw body', () => {
    expect(verifyShopifyWebhook(body, signed(body), SECRET)).toBe(true);
  });

  it('refuses a signature made with another secret', () => {
    expect(verifyShopifyWebhook(body, signed(body, 'another secret'), SECRET)).toBe(false);
  });

  it('refuses a body changed after signing, even by whitespace', () => {
    expect(verifyShopifyWebhook(Buffer.from('{"kind": "FULFILLMENT_REQUEST"}'), signed(body), SECRET)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['not base64 of 32 bytes', 'bm9wZQ=='],
    ['hex instead of base64', createHmac('sha256', SECRET).update(body).digest('hex')],
  ])('refuses a %s header', (_kind, header) => {
    expect(verifyShopifyWebhook(body, header, SECRET)).toBe(false);
  });

  it('refuses everything when no secret is configured', () => {
    expect(verifyShopifyWebhook(body, signed(body, ''), '')).toBe(false);
  });
});
