// updateListingInventory replaces the whole inventory of a listing, so a quantity change is read-modify-write: every
// product and offering goes back as read (ids dropped, prices as decimals, the processing profile kept), only the pushed
// SKUs' quantities changed.
import type { EtsyInventoryUpdate } from './etsy-api';
import type { EtsyInventoryAnswer } from './etsy-answers';
import { centsOf } from './etsy-receipt';

export function inventoryWithQuantities(inventory: EtsyInventoryAnswer, quantities: ReadonlyMap<string, number>): EtsyInventoryUpdate {
  return {
    products: inventory.products
      .filter((product) => !product.is_deleted)
      .map((product) => ({
        sku: product.sku,
        property_values: product.property_values,
        offerings: product.offerings
          .filter((offering) => !offering.is_deleted)
          .map((offering) => ({
            price: centsOf(offering.price) / 100,
            quantity: quantities.get(product.sku) ?? offering.quantity,
            is_enabled: offering.is_enabled,
            readiness_state_id: offering.readiness_state_id,
          })),
      })),
    price_on_property: inventory.price_on_property,
    quantity_on_property: inventory.quantity_on_property,
    sku_on_property: inventory.sku_on_property,
  };
}
