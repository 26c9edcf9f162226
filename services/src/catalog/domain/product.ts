// A product's catalogue facts. Stock-dependent rules get the current total from the handler.
import { ErrorCode, type ChannelListing, type ProductEvent, type ProductFacts } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { managedStockChanges } from './managed-stock';

export interface ProductState {
  exists: boolean;
  deleted: boolean;
  sellerId: string | null;
  facts: ProductFacts | null;
  dimensionsVerified: boolean;
  weightVerified: boolean;
  managedStock: boolean;
  /** Stored (manual) quantities; while managed, channels are offered the available stock instead. */
  listings: ChannelListing[];
}

export type ProductCommand =
  | { type: 'Create'; productId: string; sellerId: string; facts: ProductFacts; at: Date }
  | { type: 'Update'; changes: Partial<ProductFacts>; stockTotal: number; at: Date }
  | { type: 'VerifyMeasurements'; dimensions: boolean; weight: boolean; at: Date }
  | { type: 'Delete'; stockTotal: number; openReservations: number; incoming: number; at: Date }
  | { type: 'SetListings'; listings: ChannelListing[]; available: number; at: Date }
  | { type: 'SetManagedStock'; enabled: boolean; available: number; at: Date };

export const productStream = (id: string) => `product-${id}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId: _id, sellerId, createdAt: _at, ...facts } = event.data;
      return { ...state, exists: true, sellerId, facts };
    }
    case 'ProductUpdated':
      return { ...state, facts: { ...state.facts!, ...event.data.changes } };
    case 'MeasurementsVerified':
      return {
        ...state,
        dimensionsVerified: state.dimensionsVerified || event.data.dimensions,
        weightVerified: state.weightVerified || event.data.weight,
      };
    case 'ProductDeleted':
      return { ...state, deleted: true };
    case 'ListingsSet':
      return { ...state, listings: event.data.listings };
    case 'ManagedStockEnabled': {
      const to = new Map(event.data.changes.map((c) => [c.accountName, c.to]));
      return {
        ...state,
        managedStock: true,
        listings: state.listings.map((l) => ({ ...l, quantityForSale: to.get(l.accountName) ?? l.quantityForSale })),
      };
    }
    case 'ManagedStockDisabled':
      return {
        ...state,
        managedStock: false,
        listings: state.listings.map((l) => ({ ...l, quantityForSale: event.data.quantityForSale })),
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'Create') {
    if (state.exists) throw new DomainError(ErrorCode.ALREADY_EXISTS);
    return [
      { type: 'ProductCreated', data: { ...command.facts, productId: command.productId, sellerId: command.sellerId, createdAt: at } },
    ];
  }
  if (!state.exists || state.deleted) throw new DomainError(ErrorCode.NOT_FOUND);
  const facts = state.facts!;
  switch (command.type) {
    case 'Update': {
      const changes = Object.fromEntries(
        Object.entries(command.changes).filter(([k, v]) => !same(facts[k as keyof ProductFacts], v)),
      ) as Partial<ProductFacts>;
      if ('barcode' in changes && command.stockTotal !== 0)
        throw new DomainError(
          ErrorCode.BARCODE_LOCKED_BY_STOCK,
          {},
          { fields: [{ field: 'barcode', code: ErrorCode.BARCODE_LOCKED_BY_STOCK }] },
        );
      if (('dimensions' in changes && state.dimensionsVerified) || ('weight' in changes && state.weightVerified))
        throw new DomainError(ErrorCode.MEASUREMENTS_VERIFIED);
      return Object.keys(changes).length === 0 ? [] : [{ type: 'ProductUpdated', data: { changes, at } }];
    }
    case 'VerifyMeasurements':
      return [{ type: 'MeasurementsVerified', data: { dimensions: command.dimensions, weight: command.weight, at } }];
    case 'Delete':
      if (command.stockTotal !== 0 || command.openReservations !== 0 || command.incoming !== 0)
        throw new DomainError(ErrorCode.PRODUCT_HAS_STOCK);
      return [{ type: 'ProductDeleted', data: { at } }];
    case 'SetListings': {
      // Spec 5: a quantity the seller sets cannot be 0; under managed stock it follows stock, which may be 0, and a
      // listing already at 0 (stock was 0 when managed stock went off) may be kept as it is.
      const was = new Map(state.listings.map((l) => [l.accountName, l.quantityForSale]));
      const zero = command.listings.flatMap((l, i) =>
        !state.managedStock && l.quantityForSale === 0 && was.get(l.accountName) !== 0 ? [i] : [],
      );
      if (zero.length > 0) {
        const fields = zero.map((i) => ({ field: `listings.${i}.quantityForSale`, code: ErrorCode.LISTING_QUANTITY_ZERO }));
        throw new DomainError(ErrorCode.LISTING_QUANTITY_ZERO, {}, { fields });
      }
      const above = command.listings.flatMap((l, i) => (state.managedStock && l.quantityForSale > command.available ? [i] : []));
      if (above.length > 0) {
        const fields = above.map((i) => ({
          field: `listings.${i}.quantityForSale`,
          code: ErrorCode.MANAGED_STOCK_ABOVE_AVAILABLE,
          params: { available: command.available },
        }));
        throw new DomainError(ErrorCode.MANAGED_STOCK_ABOVE_AVAILABLE, { available: command.available }, { fields });
      }
      return same(state.listings, command.listings) ? [] : [{ type: 'ListingsSet', data: { listings: command.listings, at } }];
    }
    case 'SetManagedStock':
      if (command.enabled === state.managedStock) return [];
      return command.enabled
        ? [{ type: 'ManagedStockEnabled', data: { changes: managedStockChanges(state.listings, command.available), at } }]
        : [{ type: 'ManagedStockDisabled', data: { quantityForSale: Math.max(0, command.available), at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: {
    exists: false,
    deleted: false,
    sellerId: null,
    facts: null,
    dimensionsVerified: false,
    weightVerified: false,
    managedStock: false,
    listings: [],
  },
  evolve,
  decide,
};
