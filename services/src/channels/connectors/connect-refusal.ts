// What a seller hears when a marketplace refuses a connection (spec 8: connection error; Walmart's 'Error verifying
// data'). The marketplace's own message is never passed on here: it may echo what was typed.
import { ErrorCode, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import { MarketplaceError, OutboundRefused } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';

const MARKETPLACE_NAMES: Record<SalesChannelMarketplace, string> = {
  EBAY: 'eBay',
  ETSY: 'Etsy',
  SHOPIFY: 'Shopify',
  WALMART: 'Walmart',
  AMAZON: 'Amazon',
};

/** The DomainError for a failed connect or code exchange; anything unexpected is the marketplace being unavailable. */
export function connectRefusal(err: unknown, marketplace: SalesChannelMarketplace): DomainError {
  if (err instanceof DomainError) return err;
  const params = { marketplace: MARKETPLACE_NAMES[marketplace] };
  // The address guard refused the store's address (an adapter may pass its refusal on as the cause).
  if (err instanceof OutboundRefused || (err instanceof Error && err.cause instanceof OutboundRefused)) {
    const fields = [{ field: 'credentials.storeDomain', code: ErrorCode.CHANNEL_STORE_DOMAIN_REFUSED }];
    return new DomainError(ErrorCode.CHANNEL_STORE_DOMAIN_REFUSED, params, { fields });
  }
  if (!(err instanceof MarketplaceError)) return new DomainError(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE, params);
  switch (err.code) {
    case 'INVALID_CREDENTIALS':
    case 'TOKEN_INVALID':
    case 'REJECTED':
    case 'NOT_FOUND':
      return new DomainError(marketplace === 'WALMART' ? ErrorCode.CHANNEL_VERIFY_FAILED : ErrorCode.CHANNEL_CONNECTION_FAILED, params);
    case 'RATE_LIMITED':
      return new DomainError(ErrorCode.CHANNEL_RATE_LIMITED, params);
    case 'UNAVAILABLE':
      return new DomainError(ErrorCode.CHANNEL_MARKETPLACE_UNAVAILABLE, params);
    default: {
      const unreachable: never = err.code;
      return unreachable;
    }
  }
}
