// given / when / then for a seller's product defaults.
import type { ProductDefaults, ProductDefaultsEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { NO_PRODUCT_DEFAULTS, productDefaultsDecider } from './product-defaults';

const { given } = deciderSpec(productDefaultsDecider);
const at = new Date('2026-11-23T08:00:00Z');
const german: ProductDefaults = {
  countryOfOrigin: 'DE',
  unitOfMeasurement: 'pcs',
  dimensions: { length: 30, width: 20, height: 10, unit: 'cm' },
  weight: { value: 1.2, unit: 'kg' },
};
const set = (defaults: ProductDefaults): ProductDefaultsEvent => ({ type: 'ProductDefaultsSet', data: { defaults, at: at.toISOString() } });

describe('product defaults', () => {
  it('records the first defaults a seller saves', () => {
    given()
      .when({ type: 'SetProductDefaults', defaults: german, at })
      .then([set(german)]);
  });

  it('records nothing when the saved defaults are the ones already there, or empty ones never set', () => {
    given(set(german)).when({ type: 'SetProductDefaults', defaults: german, at }).thenNothing();
    given().when({ type: 'SetProductDefaults', defaults: NO_PRODUCT_DEFAULTS, at }).thenNothing();
  });

  it('replaces the whole: a field left out is cleared', () => {
    const onlyCountry = { ...NO_PRODUCT_DEFAULTS, countryOfOrigin: 'DE' };
    given(set(german))
      .when({ type: 'SetProductDefaults', defaults: onlyCountry, at })
      .then([set(onlyCountry)]);
  });
});
