// An OAuth state: kept for 10 minutes, taken once, only by the seller and marketplace that started it.
import { deciderSpec } from '../../../../test/support/decider-spec';
import { oauthStateDecider, type OAuthRequest, type OAuthStateEvent } from './oauth-state';

const startedAt = new Date('2026-11-20T10:00:00.000Z');
const request: OAuthRequest = {
  sellerId: 's1',
  marketplace: 'ETSY',
  name: 'My Etsy',
  country: null,
  channelId: null,
  redirectUri: 'http://127.0.0.1:3000/sales_channel/connect/oauth_return/etsy',
  codeVerifier: { keyId: 'k1', sealed: 'AAAA' },
  expiresAt: '2026-11-20T10:10:00.000Z',
};
const started: OAuthStateEvent = { type: 'ChannelOAuthStarted', data: { ...request, at: startedAt.toISOString() } };
const finishAt = (iso: string, by: { sellerId: string; marketplace: 'EBAY' | 'ETSY' } = { sellerId: 's1', marketplace: 'ETSY' }) => ({
  type: 'Finish' as const,
  ...by,
  at: new Date(iso),
});

const { given } = deciderSpec(oauthStateDecider);

describe('an OAuth state', () => {
  it('is started once', () => {
    given()
      .when({ type: 'Start', at: startedAt, ...request })
      .then([started]);
    given(started)
      .when({ type: 'Start', at: startedAt, ...request })
      .thenThrows('ALREADY_EXISTS');
  });

  it('is finished once within its 10 minutes', () => {
    given(started)
      .when(finishAt('2026-11-20T10:09:59.000Z'))
      .then([{ type: 'ChannelOAuthFinished', data: { at: '2026-11-20T10:09:59.000Z' } }])
      .when(finishAt('2026-11-20T10:09:59.500Z'))
      .thenThrows('CHANNEL_OAUTH_STATE_INVALID');
  });

  it('is refused once expired, unknown, or for another seller or marketplace', () => {
    given(started).when(finishAt('2026-11-20T10:10:00.000Z')).thenThrows('CHANNEL_OAUTH_STATE_INVALID');
    given().when(finishAt('2026-11-20T10:01:00.000Z')).thenThrows('CHANNEL_OAUTH_STATE_INVALID');
    given(started)
      .when(finishAt('2026-11-20T10:01:00.000Z', { sellerId: 's2', marketplace: 'ETSY' }))
      .thenThrows('CHANNEL_OAUTH_STATE_INVALID');
    given(started)
      .when(finishAt('2026-11-20T10:01:00.000Z', { sellerId: 's1', marketplace: 'EBAY' }))
      .thenThrows('CHANNEL_OAUTH_STATE_INVALID');
  });
});
