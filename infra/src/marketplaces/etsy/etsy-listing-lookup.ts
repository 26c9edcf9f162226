// Etsy has no listing-by-SKU call: the shop's listings are paged through (active ones first, then sold out ones, which a
// restock brings back) until every wanted SKU is found. The map lives for one push only, so a moved SKU is found anew.
import { ETSY_PAGE_LIMIT } from './etsy-api';
import { etsyListingsAnswer } from './etsy-answers';
import type { EtsySellerCalls } from './etsy-seller-calls';

const STATES = ['active', 'sold_out'] as const;

export async function findListingsBySku(calls: EtsySellerCalls, shopPath: string, skus: ReadonlySet<string>): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const state of STATES) {
    for (let offset = 0; found.size < skus.size;) {
      const page = await calls.request(etsyListingsAnswer, 'GET', `${shopPath}/listings`, {
        query: { state, limit: ETSY_PAGE_LIMIT, offset },
      });
      for (const listing of page.results) {
        for (const sku of listing.skus) if (skus.has(sku) && !found.has(sku)) found.set(sku, listing.listing_id);
      }
      offset += page.results.length;
      if (page.results.length === 0 || offset >= page.count) break;
    }
  }
  return found;
}
