// A seller's product defaults (product-defaults-<userId>): one fact, replaced whole on each save.
import type { ProductDefaults, ProductDefaultsEvent } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';

export interface ProductDefaultsState {
  defaults: ProductDefaults | null;
}

export type ProductDefaultsCommand = { type: 'SetProductDefaults'; defaults: ProductDefaults; at: Date };

export const productDefaultsStream = (userId: string) => `product-defaults-${userId}`;

export const NO_PRODUCT_DEFAULTS: ProductDefaults = { countryOfOrigin: null, unitOfMeasurement: null, dimensions: null, weight: null };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function evolve(state: ProductDefaultsState, event: ProductDefaultsEvent): ProductDefaultsState {
  switch (event.type) {
    case 'ProductDefaultsSet':
      return { defaults: event.data.defaults };
    default: {
      const unreachable: never = event.type;
      return unreachable;
    }
  }
}

function decide(command: ProductDefaultsCommand, state: ProductDefaultsState): ProductDefaultsEvent[] {
  switch (command.type) {
    case 'SetProductDefaults':
      // Saving what is already there records nothing; the first save of all-empty defaults neither.
      if (same(command.defaults, state.defaults ?? NO_PRODUCT_DEFAULTS)) return [];
      return [{ type: 'ProductDefaultsSet', data: { defaults: command.defaults, at: command.at.toISOString() } }];
    default: {
      const unreachable: never = command.type;
      return unreachable;
    }
  }
}

export const productDefaultsDecider: Decider<ProductDefaultsCommand, ProductDefaultsEvent, ProductDefaultsState> = {
  initialState: { defaults: null },
  evolve,
  decide,
};
