// The order's parcel: biggest footprint, units stacked, weights added, defaults for unmeasured products.
import { DEFAULT_SIDE_CM, DEFAULT_WEIGHT_GRAMS, parcelOf } from './parcel';

describe('order parcel', () => {
  it('takes the biggest footprint, stacks the units by their smallest side and adds the weights, in cm and grams', () => {
    const parcel = parcelOf(
      [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
      ],
      {
        a: { dimensions: { length: 200, width: 100, height: 50, unit: 'mm' }, weight: { value: 0.25, unit: 'kg' } },
        b: { dimensions: { length: 4, width: 30, height: 15, unit: 'cm' }, weight: { value: 100, unit: 'g' } },
      },
    );
    expect(parcel).toEqual({ lengthCm: 30, widthCm: 15, heightCm: 5 * 2 + 4, weightGrams: 600 });
  });

  it('counts a product without measurements as a 10 cm cube of 500 g', () => {
    expect(parcelOf([{ productId: 'x', quantity: 3 }], { x: { dimensions: null, weight: null } })).toEqual({
      lengthCm: DEFAULT_SIDE_CM,
      widthCm: DEFAULT_SIDE_CM,
      heightCm: 3 * DEFAULT_SIDE_CM,
      weightGrams: 3 * DEFAULT_WEIGHT_GRAMS,
    });
  });

  it('never answers a side over the carriers’ 500 cm limit', () => {
    const parcel = parcelOf([{ productId: 'a', quantity: 1000 }], {
      a: { dimensions: { length: 1, width: 1, height: 1, unit: 'cm' }, weight: null },
    });
    expect(parcel.heightCm).toBe(500);
  });
});
