// A seller's product defaults: the latest ProductDefaultsSet of each product-defaults-<userId> stream.
import type { ProductDefaultsEvent } from '@ledgerhouse/contracts';
import type { Projector } from './projector';

export const productDefaultsProjector: Projector = {
  name: 'product_defaults',
  tables: ['product_defaults'],
  handles: ['ProductDefaultsSet'],
  async apply(trx, stored) {
    const event = { type: stored.type, data: stored.data } as ProductDefaultsEvent;
    const { defaults, at } = event.data;
    const row = {
      user_id: stored.streamId.slice('product-defaults-'.length),
      country_of_origin: defaults.countryOfOrigin,
      unit_of_measurement: defaults.unitOfMeasurement,
      dimensions: JSON.stringify(defaults.dimensions),
      weight: JSON.stringify(defaults.weight),
      updated_at: at,
      version: stored.version,
      position: stored.position,
    };
    await trx
      .insertInto('product_defaults')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('product_defaults.version', '<', stored.version))
      .execute();
  },
};
