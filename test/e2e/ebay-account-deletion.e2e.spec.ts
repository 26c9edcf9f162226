// eBay's Marketplace Account Deletion endpoint over real HTTP, against the app's in-process eBay simulator: the
// challenge answer, a signed deletion notification marking the account's channels invalid token (the account being
// the eBay username the Identity API answered when connecting, not the channel's name), and unsigned or wrongly signed
// ones refused with 412 and no effect. Each connection signs a distinct eBay test user in on the consent page.
import { createHash } from 'node:crypto';
import type { EbaySimulator } from '../../infra/src';
import { MarketplaceConnectors } from '../../services/src/channels/connectors/marketplace-connectors';
import { newSeller, type Account } from '../support/accounts';
import { channelView } from '../support/channel-import';
import { connectByOAuth, simulatorOf } from '../support/channel-stock';
import { uniq } from '../support/inbound';
import { startTestApp, type TestApp } from '../support/test-app';

const PATH = '/api/webhooks/ebay/account-deletion';
/** The documented verification token outside production when EBAY_VERIFICATION_TOKEN is unset. */
const DEVELOPMENT_TOKEN = 'ledgerhouse-development-ebay-verification-token';

let app: TestApp;
let seller: Account;
let ebay: EbaySimulator;
beforeAll(async () => {
  app = await startTestApp();
  // As main.ts does once the server listens: the public URL, and the eBay sandbox's return pages.
  app.running.app.get(MarketplaceConnectors, { strict: false }).listening(app.url);
  ebay = simulatorOf(app, 'EBAY') as EbaySimulator;
  seller = await newSeller(app);
});
afterAll(() => app.close());

const notify = (body: string, signature?: string) =>
  fetch(`${app.url}${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-ebay-signature': signature }) },
    body,
  });
const eventsOf = async (channelId: string) => (await app.running.persistence.store.readStream(`channel-${channelId}`)).map((e) => e.type);

describe('eBay account deletion endpoint', () => {
  it('answers the challenge with the hex SHA-256 of code, verification token and its public URL', async () => {
    const code = 'a8628072-3d33-45ee-9004-bee86830a22d';
    const res = await fetch(`${app.url}${PATH}?challenge_code=${code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const expected = createHash('sha256').update(`${code}${DEVELOPMENT_TOKEN}${app.url}${PATH}`).digest('hex');
    expect(await res.json()).toEqual({ challengeResponse: expected });
  });

  it('answers a challenge without a code with 400', async () => {
    const res = await fetch(`${app.url}${PATH}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('VALIDATION_FAILED');
  });

  it('marks the deleted account’s eBay channels invalid token (any letter case), once, and leaves other accounts alone', async () => {
    const account = uniq('ebay_seller');
    const channelId = await connectByOAuth(app, seller, 'EBAY', uniq('My eBay'), { ebayLogin: account });
    const otherId = await connectByOAuth(app, seller, 'EBAY', account, { ebayLogin: uniq('ebay_other') });
    expect((await channelView(app, seller, channelId)).accountName).toBe(account);
    const notification = ebay.signedAccountDeletion({ username: account.toLowerCase() });

    const res = await notify(notification.body, notification.signatureHeader);
    expect(res.status).toBe(204);
    const view = await channelView(app, seller, channelId);
    expect(view).toMatchObject({
      status: 'INVALID_TOKEN',
      lastFailure: { code: 'CHANNEL_TOKEN_INVALID', message: 'The eBay account was deleted' },
    });
    expect((await channelView(app, seller, otherId)).status).toBe('ACTIVE');

    const events = await eventsOf(channelId);
    expect((await notify(notification.body, notification.signatureHeader)).status).toBe(204);
    expect(await eventsOf(channelId)).toEqual(events);
    expect(events.filter((type) => type === 'SalesChannelTokenInvalidated')).toHaveLength(1);
  });

  it('refuses an unsigned or wrongly signed notification with 412 and changes nothing', async () => {
    const account = uniq('ebay_kept');
    const channelId = await connectByOAuth(app, seller, 'EBAY', uniq('Kept eBay'), { ebayLogin: account });
    const events = await eventsOf(channelId);
    const genuine = ebay.signedAccountDeletion({ username: 'someone_else' });
    const forged = ebay.signedAccountDeletion({ username: account }).body;

    for (const res of [await notify(forged), await notify(forged, genuine.signatureHeader), await notify(forged, 'bm90IGEgc2lnbmF0dXJl')]) {
      expect(res.status).toBe(412);
      expect(((await res.json()) as { code: string }).code).toBe('CHANNEL_WEBHOOK_SIGNATURE_INVALID');
    }
    expect((await channelView(app, seller, channelId)).status).toBe('ACTIVE');
    expect(await eventsOf(channelId)).toEqual(events);
  });
});
