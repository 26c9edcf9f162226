// The parcel a carrier prices for an order: the products' own measurements (catalog facts), the biggest footprint,
// the units stacked, the weights added. A product without measurements counts as a 10 cm cube of 500 g, so a quote
// never fails for a missing field (the warehouse verifies measurements on arrival).
import { convertLength, convertWeight, type ParcelSize, type ProductFacts } from '@ledgerhouse/contracts';

export type ProductMeasures = Pick<ProductFacts, 'dimensions' | 'weight'>;

export const DEFAULT_SIDE_CM = 10;
export const DEFAULT_WEIGHT_GRAMS = 500;
/** The largest side a carrier takes (parcelSize's limit). */
const MAX_SIDE_CM = 500;

const cm = (value: number, unit: NonNullable<ProductFacts['dimensions']>['unit']) => convertLength(value, unit, 'cm');
const round = (n: number) => Math.round(n * 10) / 10;
const side = (n: number) => Math.min(MAX_SIDE_CM, Math.max(0.1, round(n)));

export function parcelOf(
  lines: readonly { productId: string; quantity: number }[],
  products: Record<string, ProductMeasures | undefined>,
): ParcelSize {
  let length = 0;
  let width = 0;
  let height = 0;
  let grams = 0;
  for (const { productId, quantity } of lines) {
    const product = products[productId];
    const d = product?.dimensions;
    const sides = d
      ? [cm(d.length, d.unit), cm(d.width, d.unit), cm(d.height, d.unit)].sort((a, b) => b - a)
      : [DEFAULT_SIDE_CM, DEFAULT_SIDE_CM, DEFAULT_SIDE_CM];
    length = Math.max(length, sides[0]!);
    width = Math.max(width, sides[1]!);
    height += sides[2]! * quantity;
    const w = product?.weight;
    grams += (w ? convertWeight(w.value, w.unit, 'g') : DEFAULT_WEIGHT_GRAMS) * quantity;
  }
  return { lengthCm: side(length), widthCm: side(width), heightCm: side(height), weightGrams: Math.max(1, Math.ceil(grams)) };
}
