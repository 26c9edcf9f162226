// The two values a channel holds alone (unique-claim.ts): its name among the seller's channels, and its marketplace
// account among every channel (one account imported twice would make every order twice).
import { createHash } from 'node:crypto';
import { ErrorCode, type ChannelAccountClaimEvent, type ChannelNameClaimEvent, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import type { MarketplaceCredentials } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import type { UniqueClaimKind } from '../../event-sourcing/unique-claim';
import { channelStream } from './sales-channel';

const digest = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** Names compare trimmed and case-insensitively. */
export const channelNameClaimStream = (sellerId: string, name: string) => `channel-name-${sellerId}-${digest(name)}`;

export const channelAccountClaimStream = (marketplace: SalesChannelMarketplace, accountKey: string) =>
  `channel-account-${marketplace.toLowerCase()}-${digest(accountKey)}`;

/**
 * What names the marketplace account behind credentials: the store, the client, the seller id, the shop, or for eBay
 * the user name the marketplace answered with (null when it gave none: nothing to hold).
 */
export function accountKeyOf(credentials: MarketplaceCredentials, marketplaceAccountName: string | null): string | null {
  switch (credentials.marketplace) {
    case 'SHOPIFY':
      return credentials.storeDomain;
    case 'WALMART':
      return credentials.clientId;
    case 'AMAZON':
      return credentials.sellerId;
    case 'ETSY':
      return credentials.shopId;
    case 'EBAY':
      return marketplaceAccountName;
    default: {
      const unreachable: never = credentials;
      return unreachable;
    }
  }
}

export const channelNameClaim: UniqueClaimKind<ChannelNameClaimEvent> = {
  taken: (channelId) => ({ type: 'ChannelNameClaimed', data: { channelId } }),
  released: (channelId) => ({ type: 'ChannelNameReleased', data: { channelId } }),
  holderAfter: (event) => (event.type === 'ChannelNameClaimed' ? event.data.channelId : null),
  ownerStream: channelStream,
  conflict: () => new DomainError(ErrorCode.CHANNEL_NAME_TAKEN, {}, { fields: [{ field: 'name', code: ErrorCode.CHANNEL_NAME_TAKEN }] }),
};

export const channelAccountClaim: UniqueClaimKind<ChannelAccountClaimEvent> = {
  taken: (channelId) => ({ type: 'ChannelAccountClaimed', data: { channelId } }),
  released: (channelId) => ({ type: 'ChannelAccountReleased', data: { channelId } }),
  holderAfter: (event) => (event.type === 'ChannelAccountClaimed' ? event.data.channelId : null),
  ownerStream: channelStream,
  conflict: () => new DomainError(ErrorCode.CHANNEL_ALREADY_CONNECTED),
};
