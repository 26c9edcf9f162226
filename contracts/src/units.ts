// Units of spec section 3: length mm/cm/m/in/ft/yd, weight g/kg/lb/oz, volume in cubic feet.
export const LENGTH_UNITS = ['mm', 'cm', 'm', 'in', 'ft', 'yd'] as const;
export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

const MM_PER: Record<LengthUnit, number> = { mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8, yd: 914.4 };
const G_PER: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return (value * MM_PER[from]) / MM_PER[to];
}

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  return (value * G_PER[from]) / G_PER[to];
}

/** Volume of a box in cubic feet (storage fees are priced per cubic foot). */
export function cubicFeet(length: number, width: number, height: number, unit: LengthUnit): number {
  const ft = (v: number) => convertLength(v, unit, 'ft');
  return ft(length) * ft(width) * ft(height);
}
