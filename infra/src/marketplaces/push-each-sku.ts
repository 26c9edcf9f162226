// Marketplaces whose stock API takes one SKU per call (Walmart, Amazon): the batch is that many calls in a row, and a
// SKU the marketplace refuses (or does not know) is that SKU's REJECTED result rather than the batch's failure.
import { MarketplaceError, type StockPush, type StockPushResult } from './marketplace-port';

export async function pushEachSku(items: StockPush[], push: (item: StockPush) => Promise<StockPushResult>): Promise<StockPushResult[]> {
  const results: StockPushResult[] = [];
  for (const item of items) {
    try {
      results.push(await push(item));
    } catch (error) {
      if (!(error instanceof MarketplaceError) || (error.code !== 'REJECTED' && error.code !== 'NOT_FOUND')) throw error;
      results.push({ sku: item.sku, quantity: item.quantity, status: 'REJECTED', message: error.message });
    }
  }
  return results;
}
