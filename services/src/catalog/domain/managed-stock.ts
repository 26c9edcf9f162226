// Managed stock (spec 4): while on, every listing's quantity for sale follows the available warehouse stock.
import type { ChannelListing, ListingQuantityChange } from '@ledgerhouse/contracts';

/** The quantity changes switching managed stock on makes: every listing that does not already offer `available`. */
export function managedStockChanges(listings: readonly ChannelListing[], available: number): ListingQuantityChange[] {
  const to = Math.max(0, available);
  return listings.filter((l) => l.quantityForSale !== to).map((l) => ({ accountName: l.accountName, from: l.quantityForSale, to }));
}

/** What each listing offers: the stored manual quantity, or the available stock while managed. */
export function offeredListings(listings: readonly ChannelListing[], managedStock: boolean, available: number): ChannelListing[] {
  return managedStock ? listings.map((l) => ({ ...l, quantityForSale: Math.max(0, available) })) : [...listings];
}

/** The product's quantity for sale: the most any one listing offers (the same units back every channel). */
export const quantityForSale = (offered: readonly ChannelListing[]) => offered.reduce((max, l) => Math.max(max, l.quantityForSale), 0);
