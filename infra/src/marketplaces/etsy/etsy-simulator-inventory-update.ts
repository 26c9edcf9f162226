// What the simulated updateListingInventory accepts: the whole inventory, each product with its property values and one
// offering whose price is a decimal number and quantity 0-999, and none of the read-only ids a careless copy sends back.
import { ETSY_MAX_QUANTITY, type EtsyInventory, type EtsyPropertyValue } from './etsy-api';

const PRODUCT_KEYS = new Set(['sku', 'property_values', 'offerings']);
const OFFERING_KEYS = new Set(['price', 'quantity', 'is_enabled', 'readiness_state_id']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numberArray = (value: unknown) => Array.isArray(value) && value.every((n) => Number.isInteger(n));

function propertyValuesOf(value: unknown, at: string): EtsyPropertyValue[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return `Expected array for ${at}.property_values`;
  for (const [i, pv] of value.entries()) {
    if (!isObject(pv) || !Number.isInteger(pv.property_id)) return `Expected int for ${at}.property_values[${i}].property_id`;
    if (!numberArray(pv.value_ids ?? []) || !Array.isArray(pv.values ?? [])) return `Invalid ${at}.property_values[${i}]`;
  }
  return value as EtsyPropertyValue[];
}

/** The inventory to store (ids left 0 for the shop to assign), or Etsy's error message for the 400. */
export function parseInventoryUpdate(body: unknown, currency: string): EtsyInventory | string {
  if (!isObject(body) || body.products === undefined) return 'Missing required parameter: products';
  if (!Array.isArray(body.products) || body.products.length === 0) return 'Expected non-empty array for products';
  const products: EtsyInventory['products'] = [];
  for (const [i, product] of body.products.entries()) {
    const at = `products[${i}]`;
    if (!isObject(product)) return `Expected object for ${at}`;
    const unexpected = Object.keys(product).find((key) => !PRODUCT_KEYS.has(key));
    if (unexpected) return `Unexpected parameter ${at}.${unexpected}`;
    if (typeof product.sku !== 'string') return `Expected string for ${at}.sku`;
    const propertyValues = propertyValuesOf(product.property_values, at);
    if (typeof propertyValues === 'string') return propertyValues;
    if (!Array.isArray(product.offerings) || product.offerings.length !== 1) return `Expected one offering in ${at}.offerings`;
    const offering: unknown = product.offerings[0];
    if (!isObject(offering)) return `Expected object for ${at}.offerings[0]`;
    const extra = Object.keys(offering).find((key) => !OFFERING_KEYS.has(key));
    if (extra) return `Unexpected parameter ${at}.offerings[0].${extra}`;
    const { price, quantity, is_enabled: isEnabled } = offering;
    if (typeof price !== 'number' || !(price > 0)) return `Expected float > 0 for ${at}.offerings[0].price`;
    if (!Number.isInteger(quantity) || (quantity as number) < 0 || (quantity as number) > ETSY_MAX_QUANTITY) {
      return `Expected int between 0 and ${ETSY_MAX_QUANTITY} for ${at}.offerings[0].quantity`;
    }
    if (typeof isEnabled !== 'boolean') return `Expected boolean for ${at}.offerings[0].is_enabled`;
    const readiness = offering.readiness_state_id;
    if (readiness === undefined) return `Missing required parameter ${at}.offerings[0].readiness_state_id`;
    if (readiness !== null && !(Number.isInteger(readiness) && (readiness as number) >= 1)) {
      return `Expected int >= 1 or null for ${at}.offerings[0].readiness_state_id`;
    }
    products.push({
      product_id: 0,
      sku: product.sku,
      is_deleted: false,
      property_values: propertyValues,
      offerings: [
        {
          offering_id: 0,
          quantity: quantity as number,
          is_enabled: isEnabled,
          is_deleted: false,
          price: { amount: Math.round(price * 100), divisor: 100, currency_code: currency },
          readiness_state_id: readiness as number | null,
        },
      ],
    });
  }
  for (const key of ['price_on_property', 'quantity_on_property', 'sku_on_property'] as const) {
    if (body[key] !== undefined && !numberArray(body[key])) return `Expected array of int for ${key}`;
  }
  return {
    products,
    price_on_property: (body.price_on_property as number[] | undefined) ?? [],
    quantity_on_property: (body.quantity_on_property as number[] | undefined) ?? [],
    sku_on_property: (body.sku_on_property as number[] | undefined) ?? [],
  };
}
