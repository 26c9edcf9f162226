// The simulated Etsy shop: its receipts (paid orders, shipped by createReceiptShipment) and its listings with their
// inventories, sold quantities taken off as Etsy does. Orders for a SKU the shop never listed bring a listing with it.
import type { SimulatedOrderInput } from '../simulators/simulator';
import type { EtsyInventory, EtsyListing, EtsyMoney, EtsyProduct, EtsyPropertyValue, EtsyReceipt, EtsyShop } from './etsy-api';

export interface SimulatedEtsyProduct {
  sku: string;
  quantity: number;
  priceCents: number;
  /** Variation values, e.g. { Color: 'Blue' }. */
  properties?: Record<string, string>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const usd = (cents: number): EtsyMoney => ({ amount: cents, divisor: 100, currency_code: 'USD' });
const NEW_LISTING_QUANTITY = 10;
/** The processing profile every simulated listing has (Etsy returns one for active physical listings). */
const READINESS_STATE_ID = 1_000_001;

export class EtsySimulatorShop {
  readonly shop: EtsyShop;
  private readonly receipts = new Map<number, EtsyReceipt>();
  private readonly listings = new Map<number, { listing: EtsyListing; inventory: EtsyInventory }>();
  private nextId = 1;
  private readonly quantityListeners = new Set<(sku: string, quantity: number) => void>();

  constructor(userId: number, shopId: number) {
    this.shop = { shop_id: shopId, shop_name: 'LedgerhouseSandbox', user_id: userId, currency_code: 'USD' };
  }

  private id(base: number): number {
    return base + this.nextId++;
  }

  addOrders(orders: SimulatedOrderInput[]): EtsyReceipt[] {
    return orders.map((order) => {
      const now = nowSeconds();
      const receiptId = this.id(3_100_000_000);
      const transactions = order.lines.map((line) => {
        const { listing, product } = this.productOf(line.sku) ?? this.listNew(line.sku, line.priceCents, line.quantity);
        const offering = product.offerings[0];
        offering.quantity = Math.max(0, offering.quantity - line.quantity);
        this.refreshListing(listing.listing_id);
        return {
          transaction_id: this.id(4_200_000_000),
          listing_id: listing.listing_id,
          product_id: product.product_id,
          title: listing.title,
          sku: line.sku,
          quantity: line.quantity,
          price: usd(line.priceCents),
        };
      });
      const total = order.lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
      const receipt: EtsyReceipt & { buyer_email: string } = {
        receipt_id: receiptId,
        name: order.buyerName ?? 'Sandbox Buyer',
        buyer_email: 'buyer@example.com',
        first_line: '350 Fifth Avenue',
        second_line: null,
        city: 'New York',
        state: 'NY',
        zip: '10118',
        country_iso: 'US',
        status: 'paid',
        message_from_buyer: null,
        is_paid: true,
        is_shipped: false,
        create_timestamp: now,
        updated_timestamp: now,
        grandtotal: usd(total),
        shipments: [],
        transactions,
      };
      this.receipts.set(receiptId, receipt);
      return receipt;
    });
  }

  receiptsModifiedSince(minLastModified: number, sort: 'created' | 'updated' | 'receipt_id', order: 'asc' | 'desc'): EtsyReceipt[] {
    const key = (r: EtsyReceipt) => (sort === 'created' ? r.create_timestamp : sort === 'updated' ? r.updated_timestamp : r.receipt_id);
    const sign = order === 'asc' ? 1 : -1;
    return [...this.receipts.values()]
      .filter((r) => r.updated_timestamp >= minLastModified)
      .sort((a, b) => sign * (key(a) - key(b) || a.receipt_id - b.receipt_id));
  }

  receipt(receiptId: number): EtsyReceipt | undefined {
    return this.receipts.get(receiptId);
  }

  ship(receipt: EtsyReceipt, trackingCode: string, carrierName: string): EtsyReceipt {
    const now = nowSeconds();
    receipt.shipments.push({
      receipt_shipping_id: this.id(5_300_000_000),
      shipment_notification_timestamp: now,
      carrier_name: carrierName,
      tracking_code: trackingCode,
    });
    receipt.is_shipped = true;
    receipt.status = 'completed';
    receipt.updated_timestamp = now;
    return receipt;
  }

  addListing(title: string, products: SimulatedEtsyProduct[]): number {
    const listingId = this.id(1_500_000_000);
    const propertyIds = new Map<string, number>();
    const inventory: EtsyInventory = {
      products: products.map((p) =>
        this.product(p.sku, p.quantity, usd(p.priceCents), this.propertyValues(p.properties ?? {}, propertyIds)),
      ),
      price_on_property: [],
      quantity_on_property: [...propertyIds.values()],
      sku_on_property: [...propertyIds.values()],
    };
    const listing = { listing_id: listingId, shop_id: this.shop.shop_id, title, state: 'active', quantity: 0, skus: [] };
    this.listings.set(listingId, { listing, inventory });
    this.refreshListing(listingId);
    return listingId;
  }

  listingsIn(state: string): EtsyListing[] {
    return [...this.listings.values()].map((entry) => entry.listing).filter((listing) => listing.state === state);
  }

  inventory(listingId: number): EtsyInventory | undefined {
    return this.listings.get(listingId)?.inventory;
  }

  /** Replaces the listing's whole inventory (the update was validated by the caller), with new product and offering ids. */
  replaceInventory(listingId: number, update: EtsyInventory): EtsyInventory {
    const entry = this.listings.get(listingId)!;
    const before = new Map(entry.inventory.products.map((p) => [p.sku, p.offerings[0]?.quantity]));
    entry.inventory = {
      ...update,
      products: update.products.map((p) => {
        const product = this.product(p.sku, p.offerings[0].quantity, p.offerings[0].price, p.property_values);
        product.offerings[0].is_enabled = p.offerings[0].is_enabled;
        return product;
      }),
    };
    this.refreshListing(listingId);
    for (const product of entry.inventory.products) {
      const quantity = product.offerings[0].quantity;
      if (before.get(product.sku) !== quantity) for (const listener of this.quantityListeners) listener(product.sku, quantity);
    }
    return entry.inventory;
  }

  quantityOf(sku: string): number | null {
    return this.productOf(sku)?.product.offerings[0]?.quantity ?? null;
  }

  onQuantity(listener: (sku: string, quantity: number) => void): () => void {
    this.quantityListeners.add(listener);
    return () => this.quantityListeners.delete(listener);
  }

  /** The listing a sale of an unlisted SKU came from, holding what remains after the sale. */
  private listNew(sku: string, priceCents: number, sold: number): { listing: EtsyListing; product: EtsyProduct } {
    const listingId = this.addListing(sku, [{ sku, quantity: NEW_LISTING_QUANTITY + sold, priceCents }]);
    const { listing, inventory } = this.listings.get(listingId)!;
    return { listing, product: inventory.products[0] };
  }

  private productOf(sku: string): { listing: EtsyListing; product: EtsyProduct } | undefined {
    for (const { listing, inventory } of this.listings.values()) {
      const product = inventory.products.find((p) => p.sku === sku);
      if (product) return { listing, product };
    }
    return undefined;
  }

  private product(sku: string, quantity: number, price: EtsyMoney, propertyValues: EtsyPropertyValue[]): EtsyProduct {
    return {
      product_id: this.id(6_400_000_000),
      sku,
      is_deleted: false,
      offerings: [
        {
          offering_id: this.id(7_500_000_000),
          quantity,
          is_enabled: true,
          is_deleted: false,
          price,
          readiness_state_id: READINESS_STATE_ID,
        },
      ],
      property_values: propertyValues,
    };
  }

  private propertyValues(properties: Record<string, string>, ids: Map<string, number>): EtsyPropertyValue[] {
    return Object.entries(properties).map(([name, value]) => {
      if (!ids.has(name)) ids.set(name, 513 + ids.size);
      return { property_id: ids.get(name)!, property_name: name, scale_id: null, value_ids: [this.id(8_000_000)], values: [value] };
    });
  }

  /** A listing's quantity and SKUs follow its inventory; with nothing left it is sold out. */
  private refreshListing(listingId: number): void {
    const { listing, inventory } = this.listings.get(listingId)!;
    const offerings = inventory.products.flatMap((p) => p.offerings.filter((o) => o.is_enabled && !o.is_deleted));
    listing.quantity = offerings.reduce((sum, o) => sum + o.quantity, 0);
    listing.skus = inventory.products.map((p) => p.sku);
    listing.state = listing.quantity > 0 ? 'active' : 'sold_out';
  }
}
