// channel-oauth-<sha256(state)>: one eBay or Etsy consent round trip. Kept as an event stream rather than a table:
// single use comes from the store's expected-version append (two returns with one state cannot both finish), the
// stream needs no migration or clean-up job of its own, and the record of who started and finished which connection
// stays. The state itself is never stored (only its hash names the stream), and the PKCE verifier only sealed.
import { createHash } from 'node:crypto';
import { ErrorCode, type SealedCredentials } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export const oauthStateStream = (state: string) => `channel-oauth-${createHash('sha256').update(state).digest('hex')}`;

export interface OAuthRequest {
  sellerId: string;
  marketplace: 'EBAY' | 'ETSY';
  name: string;
  country: string | null;
  /** The channel being re-authorized (update connection); null for a new one. */
  channelId: string | null;
  redirectUri: string;
  codeVerifier: SealedCredentials | null;
  expiresAt: string;
}

export type OAuthStateEvent =
  { type: 'ChannelOAuthStarted'; data: OAuthRequest & { at: string } } | { type: 'ChannelOAuthFinished'; data: { at: string } };

export type OAuthStateCommand =
  ({ type: 'Start'; at: Date } & OAuthRequest) | { type: 'Finish'; sellerId: string; marketplace: 'EBAY' | 'ETSY'; at: Date };

export interface OAuthState {
  request: OAuthRequest | null;
  finished: boolean;
}

const invalid = () => new DomainError(ErrorCode.CHANNEL_OAUTH_STATE_INVALID);

export const oauthStateDecider: Decider<OAuthStateCommand, OAuthStateEvent, OAuthState> = {
  initialState: { request: null, finished: false },
  evolve(state, event) {
    switch (event.type) {
      case 'ChannelOAuthStarted': {
        const { at: _at, ...request } = event.data;
        return { ...state, request };
      }
      case 'ChannelOAuthFinished':
        return { ...state, finished: true };
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'Start': {
        if (state.request) throw new DomainError(ErrorCode.ALREADY_EXISTS);
        const { type: _type, at, ...request } = command;
        return [{ type: 'ChannelOAuthStarted', data: { ...request, at: at.toISOString() } }];
      }
      case 'Finish': {
        const { request } = state;
        // One refusal for every reason: the caller learns nothing about a state that is not theirs.
        if (!request || state.finished || request.sellerId !== command.sellerId || request.marketplace !== command.marketplace)
          throw invalid();
        if (command.at.getTime() >= Date.parse(request.expiresAt)) throw invalid();
        return [{ type: 'ChannelOAuthFinished', data: { at: command.at.toISOString() } }];
      }
      default: {
        const unreachable: never = command;
        return unreachable;
      }
    }
  },
};
