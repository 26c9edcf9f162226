// Listing quantities through inventorySetQuantities at our fulfillment service's location: SKUs resolved to inventory
// items, compare-and-set where we know what Shopify last held, and per-item userErrors kept as that SKU's rejection.
import type { StockPush, StockPushResult } from '../marketplace-port';
import type { ShopifyAdminClient } from './shopify-admin-client';
import {
  INVENTORY_LEVELS,
  INVENTORY_SET_QUANTITIES,
  SKUS_PER_LOOKUP,
  VARIANT_LOOKUP_PAGE,
  VARIANTS_BY_SKU,
  type InventorySetQuantitiesInput,
} from './shopify-operations';
import { inventoryLevelsData, inventorySetQuantitiesData, variantsBySkuData, type UserError } from './shopify-answers';

interface Item {
  sku: string;
  quantity: number;
  inventoryItemId: string;
  changeFromQuantity: number | null;
}

const quoted = (sku: string) => `sku:"${sku.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** SKU → inventory item id, for the SKUs Shopify has a variant for. */
async function inventoryItemsOf(client: ShopifyAdminClient, skus: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < skus.length; start += SKUS_PER_LOOKUP) {
    const chunk = skus.slice(start, start + SKUS_PER_LOOKUP);
    const data = await client.request(variantsBySkuData, VARIANTS_BY_SKU, {
      first: VARIANT_LOOKUP_PAGE,
      query: chunk.map(quoted).join(' OR '),
    });
    for (const node of data.productVariants.nodes) {
      // Shopify's search matches loosely; only an exact SKU counts, and the first variant with it wins.
      if (node.sku && chunk.includes(node.sku) && !found.has(node.sku)) found.set(node.sku, node.inventoryItem.id);
    }
  }
  return found;
}

/** The index into input.quantities a userError points at (field ["input", "quantities", "3", "changeFromQuantity"]). */
const itemIndexOf = (error: UserError): number | null => {
  const at = error.field?.indexOf('quantities') ?? -1;
  const index = at >= 0 ? Number(error.field?.[at + 1]) : NaN;
  return Number.isInteger(index) ? index : null;
};

export class ShopifyStockPush {
  constructor(
    private readonly client: ShopifyAdminClient,
    private readonly locationId: string,
  ) {}

  async push(items: StockPush[]): Promise<StockPushResult[]> {
    const results = new Map<string, StockPushResult>();
    const found = await inventoryItemsOf(this.client, [...new Set(items.map((item) => item.sku))]);
    const known: Item[] = [];
    for (const { sku, quantity, expected } of items) {
      const inventoryItemId = found.get(sku);
      if (!inventoryItemId) results.set(sku, { sku, quantity, status: 'REJECTED', message: 'No Shopify product variant has this SKU' });
      else known.push({ sku, quantity, inventoryItemId, changeFromQuantity: expected });
    }
    for (const result of await this.set(known)) results.set(result.sku, result);
    return items.map((item) => results.get(item.sku) as StockPushResult);
  }

  /**
   * One mutation for the group; Shopify applies all of it or nothing, so items with a userError are taken out and the
   * rest sent again. A stale compare value is re-read and tried once more: we are the stock authority.
   */
  private async set(group: Item[]): Promise<StockPushResult[]> {
    const results: StockPushResult[] = [];
    const refreshed = new Set<string>();
    let pending = group;
    while (pending.length > 0) {
      const errors = await this.mutate(pending);
      if (errors.length === 0) {
        results.push(...pending.map(({ sku, quantity }) => ({ sku, quantity, status: 'ACCEPTED' as const, message: null })));
        break;
      }
      const rejected = new Map<Item, string>();
      const stale: Item[] = [];
      for (const error of errors) {
        const index = itemIndexOf(error);
        const item = index === null ? undefined : pending[index];
        if (!item) for (const each of pending) rejected.set(each, error.message);
        else if (error.code === 'CHANGE_FROM_QUANTITY_STALE' && !refreshed.has(item.sku)) stale.push(item);
        else rejected.set(item, error.message);
      }
      results.push(...[...rejected].map(([{ sku, quantity }, message]) => ({ sku, quantity, status: 'REJECTED' as const, message })));
      pending = pending.filter((item) => !rejected.has(item));
      await this.refresh(
        stale.filter((item) => !rejected.has(item)),
        refreshed,
      );
    }
    return results;
  }

  private async refresh(stale: Item[], refreshed: Set<string>): Promise<void> {
    if (stale.length === 0) return;
    const { nodes } = await this.client.request(inventoryLevelsData, INVENTORY_LEVELS, {
      ids: stale.map((item) => item.inventoryItemId),
      locationId: this.locationId,
    });
    for (const item of stale) {
      const level = nodes.find((node) => node?.id === item.inventoryItemId)?.inventoryLevel;
      item.changeFromQuantity = level?.quantities.find((quantity) => quantity.name === 'available')?.quantity ?? 0;
      refreshed.add(item.sku);
    }
  }

  private async mutate(items: Item[]): Promise<UserError[]> {
    const input: InventorySetQuantitiesInput = {
      name: 'available',
      reason: 'correction',
      quantities: items.map(({ inventoryItemId, quantity, changeFromQuantity }) => ({
        inventoryItemId,
        locationId: this.locationId,
        quantity,
        changeFromQuantity,
      })),
    };
    const data = await this.client.request(inventorySetQuantitiesData, INVENTORY_SET_QUANTITIES, { input });
    return data.inventorySetQuantities.userErrors;
  }
}
