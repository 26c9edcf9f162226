import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { EBAY_DEVELOPMENT_VERIFICATION_TOKEN } from '../../config/channels.schema';
import { loadConfig } from '../../config/load-config';
import type { MarketplaceConnectors } from '../connectors/marketplace-connectors';
import type { ChannelConnections } from '../services/channel-connections';
import { EbayAccountDeletions } from './ebay-account-deletion';
import type { ChannelSyncGateway } from './import-gateway';

const ebayLink = { config: { baseUrl: 'http://127.0.0.1:9', appId: 'app', appSecret: 'secret' } };
const connectors = { get: () => ebayLink } as unknown as MarketplaceConnectors;
const connections = { publicUrl: 'https://wms.example/' } as ChannelConnections;
const TOKEN = 'Abcdefghijklmnopqrstuvwxyz_0123456789-';

function deletions(env: Record<string, string>) {
  const config = loadConfig({ JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', ...env });
  return new EbayAccountDeletions(config, {} as Kysely<ReadModelDatabase>, {} as ChannelSyncGateway, connectors, connections);
}

describe('eBay account deletion endpoint settings', () => {
  it('uses the configured verification token and the public URL without a trailing slash', () => {
    const endpoint = deletions({ NODE_ENV: 'production', EBAY_VERIFICATION_TOKEN: TOKEN });
    expect(endpoint.enabled).toBe(true);
    expect(endpoint.endpointUrl).toBe('https://wms.example/api/webhooks/ebay/account-deletion');
    expect(endpoint.verificationToken).toBe(TOKEN);
  });

  it('uses the development token outside production when none is configured', () => {
    expect(deletions({ NODE_ENV: 'development' }).verificationToken).toBe(EBAY_DEVELOPMENT_VERIFICATION_TOKEN);
    expect(EBAY_DEVELOPMENT_VERIFICATION_TOKEN).toMatch(/^[A-Za-z0-9_-]{32,80}$/);
  });

  it('is not there in production without a verification token: no challenge answer, notifications 404', async () => {
    const endpoint = deletions({ NODE_ENV: 'production' });
    expect(endpoint.enabled).toBe(false);
    expect(endpoint.challenge('code')).toBeNull();
    expect(await endpoint.receive('203.0.113.9', Buffer.from('{}'), '')).toBe(404);
  });

  it('refuses a verification token eBay would not take', () => {
    for (const bad of ['short', `${TOKEN}!`, 'x'.repeat(81)])
      expect(() => deletions({ EBAY_VERIFICATION_TOKEN: bad })).toThrow(/EBAY_VERIFICATION_TOKEN/);
  });

  it('answers 429 past the calls per minute of one client before looking at the signature', async () => {
    const endpoint = deletions({ NODE_ENV: 'production' });
    const answers = [];
    for (let call = 0; call < 121; call++) answers.push(await endpoint.receive('203.0.113.7', Buffer.alloc(0), ''));
    expect(answers.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(answers[120]).toBe(429);
    expect(await endpoint.receive('203.0.113.8', Buffer.alloc(0), '')).toBe(404);
  });
});
