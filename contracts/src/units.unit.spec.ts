import { convertLength, convertWeight, cubicFeet } from './units';

describe('units', () => {
  it('converts lengths between every unit', () => {
    expect(convertLength(1, 'in', 'mm')).toBeCloseTo(25.4, 10);
    expect(convertLength(1, 'yd', 'ft')).toBeCloseTo(3, 10);
    expect(convertLength(2.5, 'm', 'cm')).toBeCloseTo(250, 10);
    expect(convertLength(12, 'in', 'ft')).toBeCloseTo(1, 10);
  });

  it('converts weights between every unit', () => {
    expect(convertWeight(1, 'lb', 'oz')).toBeCloseTo(16, 10);
    expect(convertWeight(1, 'kg', 'lb')).toBeCloseTo(2.20462262, 6);
    expect(convertWeight(500, 'g', 'kg')).toBeCloseTo(0.5, 10);
  });

  it('computes cubic feet from any length unit', () => {
    expect(cubicFeet(12, 12, 12, 'in')).toBeCloseTo(1, 10);
    expect(cubicFeet(1, 1, 1, 'm')).toBeCloseTo(35.3146667, 5);
    expect(cubicFeet(304.8, 304.8, 609.6, 'mm')).toBeCloseTo(2, 10);
  });
});
