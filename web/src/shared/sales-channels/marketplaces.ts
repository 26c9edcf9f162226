// The five marketplaces as the web shows them: their connect page slug, how they connect, and who helps set them up.
import type { SalesChannelMarketplace } from '@ledgerhouse/contracts';
/** The connect page's slug: sales-channels/connect-<slug>. */
export type ChannelSlug = Lowercase<SalesChannelMarketplace>;

export interface MarketplaceInfo {
  marketplace: SalesChannelMarketplace;
  slug: ChannelSlug;
  label: string;
  /** oauth: a redirect to the marketplace and back (eBay, Etsy); form: credentials typed in (Shopify, Walmart, Amazon). */
  connects: 'oauth' | 'form';
  /** Spec 1: Amazon, Shopify and Walmart connections are set up with the managers' help on request. */
  managersHelp: boolean;
}

export const MARKETPLACES: readonly MarketplaceInfo[] = [
  { marketplace: 'EBAY', slug: 'ebay', label: 'eBay', connects: 'oauth', managersHelp: false },
  { marketplace: 'ETSY', slug: 'etsy', label: 'Etsy', connects: 'oauth', managersHelp: false },
  { marketplace: 'SHOPIFY', slug: 'shopify', label: 'Shopify', connects: 'form', managersHelp: true },
  { marketplace: 'WALMART', slug: 'walmart', label: 'Walmart', connects: 'form', managersHelp: true },
  { marketplace: 'AMAZON', slug: 'amazon', label: 'Amazon', connects: 'form', managersHelp: true },
];

export const marketplaceInfo = (marketplace: SalesChannelMarketplace): MarketplaceInfo =>
  MARKETPLACES.find((m) => m.marketplace === marketplace) ?? MARKETPLACES[0];

export const marketplaceBySlug = (slug: ChannelSlug): MarketplaceInfo => MARKETPLACES.find((m) => m.slug === slug) ?? MARKETPLACES[0];
