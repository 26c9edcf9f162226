// The simulated store's products: one variant per SKU (created the first time an order or an inventory call names it),
// its inventory item stocked at every fulfillment service location, and inventorySetQuantities with compare-and-set.
import { ListingQuantities } from '../../simulators/simulator-state';
import { gid } from './shopify-ids';

interface Variant {
  sku: string;
  variantId: string;
  inventoryItemId: string;
}
interface QuantityInput {
  inventoryItemId: string;
  locationId: string;
  quantity: number;
  /** Required since 2026-04: the quantity the caller expects Shopify to hold, or null to skip the check. */
  changeFromQuantity?: number | null;
}
export interface SetQuantitiesInput {
  name: string;
  reason: string;
  quantities: QuantityInput[];
}
interface UserError {
  field: string[];
  message: string;
  /** Shopify documents no code for a missing changeFromQuantity. */
  code: string | null;
}

const REASONS = new Set([
  'correction',
  'cycle_count_available',
  'damaged',
  'movement_created',
  'other',
  'received',
  'restock',
  'shrinkage',
]);
const MAX_QUANTITY = 1_000_000_000;

export class SimulatedInventory {
  readonly quantities = new ListingQuantities();
  private readonly bySku = new Map<string, Variant>();
  private readonly byItem = new Map<string, Variant>();
  /** Available quantity per `${inventoryItemId} ${locationId}`; absent until first set (reads as 0). */
  private readonly levels = new Map<string, number>();

  constructor(
    private readonly nextId: () => number,
    private readonly isLocation: (locationId: string) => boolean,
  ) {}

  variant(sku: string): Variant {
    const known = this.bySku.get(sku);
    if (known) return known;
    const variant = { sku, variantId: gid('ProductVariant', this.nextId()), inventoryItemId: gid('InventoryItem', this.nextId()) };
    this.bySku.set(sku, variant);
    this.byItem.set(variant.inventoryItemId, variant);
    return variant;
  }

  /** productVariants(query: 'sku:"A" OR sku:"B"'): the variants for the SKUs named. */
  variantsBySku(query: string, first: number) {
    const skus = [...query.matchAll(/sku:"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1].replace(/\\(.)/g, '$1'));
    return skus.slice(0, first).map((sku) => ({ sku, inventoryItem: { id: this.variant(sku).inventoryItemId } }));
  }

  /** nodes(ids:) on InventoryItem: each item's available quantity at locationId (no level where it is not stocked). */
  levelsOf(ids: string[], locationId: string) {
    return ids.map((id) => {
      if (!this.byItem.has(id)) return null;
      const quantity = this.levels.get(`${id} ${locationId}`) ?? 0;
      return { id, inventoryLevel: this.isLocation(locationId) ? { quantities: [{ name: 'available', quantity }] } : null };
    });
  }

  /** All of the input or none of it, as Shopify applies it. */
  setQuantities(input: SetQuantitiesInput) {
    const userErrors = this.validate(input);
    if (userErrors.length > 0) return { inventoryAdjustmentGroup: null, userErrors };
    const changes = input.quantities.map(({ inventoryItemId, locationId, quantity }) => {
      const key = `${inventoryItemId} ${locationId}`;
      const before = this.levels.get(key) ?? 0;
      this.levels.set(key, quantity);
      this.quantities.set(this.byItem.get(inventoryItemId)?.sku ?? '', quantity);
      return { name: 'available', delta: quantity - before, quantityAfterChange: quantity, item: { id: inventoryItemId } };
    });
    return { inventoryAdjustmentGroup: { reason: input.reason, changes }, userErrors: [] };
  }

  private validate(input: SetQuantitiesInput): UserError[] {
    if (input.name !== 'available' && input.name !== 'on_hand')
      return [{ field: ['input', 'name'], message: 'The quantity name must be either "available" or "on_hand".', code: 'INVALID_NAME' }];
    if (!REASONS.has(input.reason))
      return [{ field: ['input', 'reason'], message: 'The specified reason is invalid.', code: 'INVALID_REASON' }];
    const errors: UserError[] = [];
    input.quantities.forEach((item, index) => {
      const field = (name: string) => ['input', 'quantities', String(index), name];
      const current = this.levels.get(`${item.inventoryItemId} ${item.locationId}`) ?? 0;
      if (!this.byItem.has(item.inventoryItemId))
        errors.push({
          field: field('inventoryItemId'),
          message: 'The specified inventory item could not be found.',
          code: 'INVALID_INVENTORY_ITEM',
        });
      else if (!this.isLocation(item.locationId))
        errors.push({ field: field('locationId'), message: 'The specified location could not be found.', code: 'INVALID_LOCATION' });
      else if (!Number.isInteger(item.quantity) || item.quantity > MAX_QUANTITY)
        errors.push({ field: field('quantity'), message: 'The quantity is invalid.', code: 'INVALID_QUANTITY_TOO_HIGH' });
      else if (item.changeFromQuantity === undefined)
        errors.push({
          field: field('changeFromQuantity'),
          message: 'The changeFromQuantity argument must be given to each quantity (null to skip the check).',
          code: null,
        });
      else if (item.changeFromQuantity !== null && item.changeFromQuantity !== current)
        errors.push({
          field: field('changeFromQuantity'),
          message: 'The changeFromQuantity value does not match persisted value.',
          code: 'CHANGE_FROM_QUANTITY_STALE',
        });
    });
    return errors;
  }
}
