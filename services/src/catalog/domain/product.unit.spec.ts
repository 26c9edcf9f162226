// given / when / then for a product: channel listings, managed stock and the delete rule.
import type { ChannelListing, ProductEvent, ProductFacts } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { productDecider, type ProductCommand } from './product';

const { given: history } = deciderSpec(productDecider);
/** Every product starts created. */
const given = (...events: ProductEvent[]) => history(created, ...events);

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
const created: ProductEvent = {
  type: 'ProductCreated',
  data: { ...facts, productId: 'p-1', sellerId: 's-1', createdAt: at.toISOString() },
};
const listingsSet = (listings: ChannelListing[]): ProductEvent => ({ type: 'ListingsSet', data: { listings, at: at.toISOString() } });
const managedOn = (changes: { accountName: string; from: number; to: number }[]): ProductEvent => ({
  type: 'ManagedStockEnabled',
  data: { changes, at: at.toISOString() },
});
const setListings = (listings: ChannelListing[], available = 0): ProductCommand => ({ type: 'SetListings', listings, available, at });
const managed = (enabled: boolean, available: number): ProductCommand => ({ type: 'SetManagedStock', enabled, available, at });

describe('product decider: create', () => {
  it('creates a product once', () => {
    history()
      .when({ type: 'Create', productId: 'p-1', sellerId: 's-1', facts, at })
      .then([created])
      .when({ type: 'Create', productId: 'p-1', sellerId: 's-1', facts, at })
      .thenThrows('ALREADY_EXISTS');
  });
});

describe('product decider: listings and managed stock', () => {
  it('records the seller’s listings, and nothing when they are unchanged', () => {
    const listings = [listing('ebay-shop', 3), listing('etsy-shop', 9)];
    given()
      .when(setListings(listings))
      .then([listingsSet(listings)])
      .when(setListings(listings))
      .thenNothing();
  });

  it('allows manual quantities above stock while managed stock is off', () => {
    given()
      .when(setListings([listing('ebay-shop', 500)], 2))
      .then([listingsSet([listing('ebay-shop', 500)])]);
  });

  it('refuses a quantity for sale of 0 set by the seller with LISTING_QUANTITY_ZERO, naming the field', () => {
    given()
      .when(setListings([listing('ebay-shop', 3), listing('etsy-shop', 0)]))
      .thenThrows('LISTING_QUANTITY_ZERO', {
        details: { fields: [{ field: 'listings.1.quantityForSale', code: 'LISTING_QUANTITY_ZERO' }] },
      });
  });

  it('keeps a listing left at 0 when managed stock went off with no stock, and allows 0 while managed', () => {
    const managedAtZero = given(listingsSet([listing('ebay-shop', 2)]), managedOn([{ accountName: 'ebay-shop', from: 2, to: 0 }]));
    managedAtZero
      .when(setListings([listing('ebay-shop', 0), listing('etsy-shop', 0)], 0))
      .then([listingsSet([listing('ebay-shop', 0), listing('etsy-shop', 0)])]);
    given(listingsSet([listing('ebay-shop', 2)]), { type: 'ManagedStockDisabled', data: { quantityForSale: 0, at: at.toISOString() } })
      .when(setListings([listing('ebay-shop', 0), listing('etsy-shop', 4)]))
      .then([listingsSet([listing('ebay-shop', 0), listing('etsy-shop', 4)])]);
  });

  it('enabling lists every quantity change to the available stock and applies them', () => {
    const after = given(listingsSet([listing('ebay-shop', 3), listing('etsy-shop', 7), listing('amazon', 5)]))
      .when(managed(true, 5))
      .then([
        managedOn([
          { accountName: 'ebay-shop', from: 3, to: 5 },
          { accountName: 'etsy-shop', from: 7, to: 5 },
        ]),
      ]);
    expect(after.state.managedStock).toBe(true);
    expect(after.state.listings.map((l) => l.quantityForSale)).toEqual([5, 5, 5]);
    after.when(managed(true, 5)).thenNothing();
  });

  it('refuses a manual quantity above available while managed, naming the field', () => {
    const state = given(listingsSet([listing('ebay-shop', 1)]), managedOn([{ accountName: 'ebay-shop', from: 1, to: 4 }]));
    state.when(setListings([listing('ebay-shop', 2), listing('etsy-shop', 5)], 4)).thenThrows('MANAGED_STOCK_ABOVE_AVAILABLE', {
      params: { available: 4 },
      details: { fields: [{ field: 'listings.1.quantityForSale', code: 'MANAGED_STOCK_ABOVE_AVAILABLE', params: { available: 4 } }] },
    });
    state.when(setListings([listing('ebay-shop', 3)], 4)).then([listingsSet([listing('ebay-shop', 3)])]);
  });

  it('disabling keeps each listing at the available stock of that moment, then manual quantities may exceed it', () => {
    const after = given(listingsSet([listing('ebay-shop', 1)]), managedOn([{ accountName: 'ebay-shop', from: 1, to: 4 }]))
      .when(managed(false, 6))
      .then([{ type: 'ManagedStockDisabled', data: { quantityForSale: 6, at: at.toISOString() } }]);
    expect(after.state.managedStock).toBe(false);
    expect(after.state.listings[0].quantityForSale).toBe(6);
    after.when(setListings([listing('ebay-shop', 60)], 6)).then([listingsSet([listing('ebay-shop', 60)])]);
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
    given()
      .when(del(1, 0, 0))
      .thenThrows('PRODUCT_HAS_STOCK');
    given()
      .when(del(0, 1, 0))
      .thenThrows('PRODUCT_HAS_STOCK');
    given()
      .when(del(0, 0, 8))
      .thenThrows('PRODUCT_HAS_STOCK');
  });

  it('deletes a product with nothing in stock and nothing on the way, then knows it no more', () => {
    given()
      .when(del(0, 0, 0))
      .then([{ type: 'ProductDeleted', data: { at: at.toISOString() } }])
      .when(del(0, 0, 0))
      .thenThrows('NOT_FOUND');
  });
});
