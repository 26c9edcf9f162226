// given / when / then for a product: channel listings, managed stock and the delete rule.
import type { ChannelListing, ProductEvent, ProductFacts } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { productDecider as decider, type ProductCommand, type ProductState } from './product';

const at = new Date('2026-11-22T10:00:00Z');
const facts: ProductFacts = {
  title: 'Mug',
  sku: 'MUG-1',
  barcode: null,
  brand: null,
  countryOfOrigin: null,
  description: null,
  photoUrl: null,
  priceCents: 1299,
  unitOfMeasurement: null,
  status: 'ACTIVE',
  dimensions: null,
  weight: null,
};
const listing = (accountName: string, quantityForSale: number): ChannelListing => ({
  accountName,
  quantityForSale,
  priceCents: 1500,
  link: null,
});
const given = (...commands: ProductCommand[]): ProductState =>
  [{ type: 'Create', productId: 'p-1', sellerId: 's-1', facts, at } as ProductCommand, ...commands].reduce(
    (state, c) => decider.decide(c, state).reduce((s: ProductState, e: ProductEvent) => decider.evolve(s, e), state),
    decider.initialState,
  );
const failure = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof DomainError ? { code: err.code, params: err.params, details: err.details } : err;
  }
};
const setListings = (listings: ChannelListing[], available = 0): ProductCommand => ({ type: 'SetListings', listings, available, at });
const managed = (enabled: boolean, available: number): ProductCommand => ({ type: 'SetManagedStock', enabled, available, at });

describe('product decider: listings and managed stock', () => {
  it('records the seller’s listings, and nothing when they are unchanged', () => {
    const listings = [listing('ebay-shop', 3), listing('etsy-shop', 9)];
    expect(decider.decide(setListings(listings), given())).toEqual([{ type: 'ListingsSet', data: { listings, at: at.toISOString() } }]);
    expect(decider.decide(setListings(listings), given(setListings(listings)))).toEqual([]);
  });

  it('allows manual quantities above stock while managed stock is off', () => {
    expect(decider.decide(setListings([listing('ebay-shop', 500)], 2), given())).toHaveLength(1);
  });

  it('enabling lists every quantity change to the available stock and applies them', () => {
    const state = given(setListings([listing('ebay-shop', 3), listing('etsy-shop', 7), listing('amazon', 5)]));
    const events = decider.decide(managed(true, 5), state);
    expect(events).toEqual([
      {
        type: 'ManagedStockEnabled',
        data: {
          changes: [
            { accountName: 'ebay-shop', from: 3, to: 5 },
            { accountName: 'etsy-shop', from: 7, to: 5 },
          ],
          at: at.toISOString(),
        },
      },
    ]);
    const after = events.reduce(decider.evolve, state);
    expect(after.managedStock).toBe(true);
    expect(after.listings.map((l) => l.quantityForSale)).toEqual([5, 5, 5]);
    expect(decider.decide(managed(true, 5), after)).toEqual([]);
  });

  it('refuses a manual quantity above available while managed, naming the field', () => {
    const state = given(setListings([listing('ebay-shop', 1)]), managed(true, 4));
    const err = failure(() => decider.decide(setListings([listing('ebay-shop', 2), listing('etsy-shop', 5)], 4), state));
    expect(err).toEqual({
      code: 'MANAGED_STOCK_ABOVE_AVAILABLE',
      params: { available: 4 },
      details: { fields: [{ field: 'listings.1.quantityForSale', code: 'MANAGED_STOCK_ABOVE_AVAILABLE', params: { available: 4 } }] },
    });
    expect(decider.decide(setListings([listing('ebay-shop', 3)], 4), state)).toHaveLength(1);
  });

  it('disabling keeps each listing at the available stock of that moment, then manual quantities may exceed it', () => {
    const state = given(setListings([listing('ebay-shop', 1)]), managed(true, 4), managed(false, 6));
    expect(state.managedStock).toBe(false);
    expect(state.listings[0].quantityForSale).toBe(6);
    expect(decider.decide(setListings([listing('ebay-shop', 60)], 6), state)).toHaveLength(1);
  });
});

describe('product decider: delete', () => {
  const del = (stockTotal: number, openReservations: number, incoming: number): ProductCommand => ({
    type: 'Delete',
    stockTotal,
    openReservations,
    incoming,
    at,
  });

  it('refuses while stock, reservations or planned deliveries remain', () => {
    expect(failure(() => decider.decide(del(1, 0, 0), given()))).toMatchObject({ code: 'PRODUCT_HAS_STOCK' });
    expect(failure(() => decider.decide(del(0, 1, 0), given()))).toMatchObject({ code: 'PRODUCT_HAS_STOCK' });
    expect(failure(() => decider.decide(del(0, 0, 8), given()))).toMatchObject({ code: 'PRODUCT_HAS_STOCK' });
  });

  it('deletes a product with nothing in stock and nothing on the way', () => {
    expect(decider.decide(del(0, 0, 0), given())).toEqual([{ type: 'ProductDeleted', data: { at: at.toISOString() } }]);
  });
});
