import { holdToModels } from '../../../../test/support/marketplace-models/hold-to-models';
import type { ModelCheck } from '../../../../test/support/marketplace-models/rest-model-check';
import { EbayNotificationKeys, verifyEbayNotification } from './ebay-notification-signature';
import { startEbaySimulator, type EbaySimulator } from './ebay-simulator';

let simulator: EbaySimulator;
let models: ModelCheck;
let keys: EbayNotificationKeys;
let fetched: string[];
beforeAll(async () => {
  simulator = await startEbaySimulator();
  models = holdToModels(simulator);
  fetched = [];
  const recording: typeof fetch = (input, init) => {
    fetched.push(String(input));
    return fetch(input, init);
  };
  keys = new EbayNotificationKeys({ baseUrl: simulator.url, ...simulator.appConfig }, recording);
});
afterAll(() => simulator.close());
afterEach(() => expect(models.problems).toEqual([]));

const header = (fields: Record<string, unknown>) => Buffer.from(JSON.stringify(fields)).toString('base64');
const decoded = (signatureHeader: string) => JSON.parse(Buffer.from(signatureHeader, 'base64').toString('utf8')) as Record<string, string>;

describe('eBay notification signatures', () => {
  it('accepts a notification signed by the key eBay publishes, fetching that key once', async () => {
    const first = simulator.signedAccountDeletion({ username: 'seller_one' });
    const second = simulator.signedAccountDeletion({ username: 'seller_two' });
    expect(await verifyEbayNotification(Buffer.from(first.body), first.signatureHeader, keys)).toBe(true);
    expect(await verifyEbayNotification(Buffer.from(second.body), second.signatureHeader, keys)).toBe(true);
    expect(fetched.filter((url) => url.includes('/commerce/notification/v1/public_key/'))).toHaveLength(1);
    expect(fetched.filter((url) => url.endsWith('/identity/v1/oauth2/token'))).toHaveLength(1);
  });

  it('refuses a body changed after signing', async () => {
    const signed = simulator.signedAccountDeletion({ username: 'seller_one' });
    const tampered = Buffer.from(signed.body.replace('seller_one', 'seller_two'));
    expect(await verifyEbayNotification(tampered, signed.signatureHeader, keys)).toBe(false);
  });

  it('refuses a signature under a key id eBay does not know', async () => {
    const signed = simulator.signedAccountDeletion({ username: 'seller_one' });
    const unknownKid = header({ ...decoded(signed.signatureHeader), kid: 'c6d3c3b2-0000-4000-8000-000000000000' });
    expect(await verifyEbayNotification(Buffer.from(signed.body), unknownKid, keys)).toBe(false);
  });

  it('refuses a header that is not base64 JSON, lacks a field, or names another algorithm or digest', async () => {
    const signed = simulator.signedAccountDeletion({ username: 'seller_one' });
    const body = Buffer.from(signed.body);
    const fields = decoded(signed.signatureHeader);
    for (const bad of [
      '',
      'not base64 json',
      header({ ...fields, signature: undefined }),
      header({ ...fields, alg: 'rsa' }),
      header({ ...fields, digest: 'SHA256' }),
      header({ ...fields, kid: '../../identity' }),
      header({ ...fields, signature: Buffer.from('garbage').toString('base64') }),
    ])
      expect(await verifyEbayNotification(body, bad, keys)).toBe(false);
  });

  it('gets no key without an application token', async () => {
    const signed = simulator.signedAccountDeletion({ username: 'seller_one' });
    const res = await fetch(`${simulator.url}/commerce/notification/v1/public_key/${decoded(signed.signatureHeader).kid}`);
    expect(res.status).toBe(401);
  });
});
