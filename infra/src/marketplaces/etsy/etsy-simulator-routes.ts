// The simulated Etsy shop calls, once the x-api-key and bearer token are accepted: getShopByOwnerUserId, getShop,
// getShopReceipts, getShopReceipt, createReceiptShipment, getListingsByShop, getListingInventory, updateListingInventory.
import { ETSY_EARLIEST_TIMESTAMP, ETSY_PAGE_LIMIT, type EtsyError } from './etsy-api';
import { parseInventoryUpdate } from './etsy-simulator-inventory-update';
import type { EtsySimulatorShop } from './etsy-simulator-shop';

type Answer = { status: number; body: unknown };

const refuse = (status: number, error: string): Answer => ({ status, body: { error } satisfies EtsyError });
const ok = (body: unknown): Answer => ({ status: 200, body });

/** A paging parameter as Etsy checks it: absent → the default, otherwise an int within bounds. */
function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number | Answer {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || value < min) return refuse(400, `Expected int >= ${min} for ${name}`);
  if (value > max) return refuse(400, `Expected int <= ${max} for ${name}`);
  return value;
}

function page<T>(query: URLSearchParams, all: T[]): Answer {
  const limit = intParam(query, 'limit', 25, 1, ETSY_PAGE_LIMIT);
  if (typeof limit !== 'number') return limit;
  const offset = intParam(query, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
  if (typeof offset !== 'number') return offset;
  return ok({ count: all.length, results: all.slice(offset, offset + limit) });
}

function receipts(shop: EtsySimulatorShop, query: URLSearchParams): Answer {
  const minLastModified = intParam(query, 'min_last_modified', 0, ETSY_EARLIEST_TIMESTAMP, Number.MAX_SAFE_INTEGER);
  if (typeof minLastModified !== 'number') return minLastModified;
  const sortOn = query.get('sort_on') ?? 'created';
  const sortOrder = query.get('sort_order') ?? 'desc';
  if (sortOn !== 'created' && sortOn !== 'updated' && sortOn !== 'receipt_id') return refuse(400, 'Invalid value for sort_on');
  if (sortOrder !== 'asc' && sortOrder !== 'desc') return refuse(400, 'Invalid value for sort_order');
  const wasPaid = query.get('was_paid');
  const matching = shop
    .receiptsModifiedSince(minLastModified, sortOn, sortOrder)
    .filter((r) => wasPaid === null || String(r.is_paid) === wasPaid);
  return page(query, matching);
}

function track(shop: EtsySimulatorShop, receiptId: number, body: unknown): Answer {
  const receipt = shop.receipt(receiptId);
  if (!receipt) return refuse(404, `Receipt with receipt_id ${receiptId} not found`);
  const shipment = (body ?? {}) as Record<string, unknown>;
  if (typeof shipment.tracking_code !== 'string' || !shipment.tracking_code)
    return refuse(400, 'Missing required parameter: tracking_code');
  if (typeof shipment.carrier_name !== 'string' || !shipment.carrier_name) return refuse(400, 'Missing required parameter: carrier_name');
  if (receipt.status === 'canceled') return refuse(400, 'Cannot submit tracking for a canceled receipt');
  return ok(shop.ship(receipt, shipment.tracking_code, shipment.carrier_name));
}

function inventory(shop: EtsySimulatorShop, method: string, listingId: number, body: unknown): Answer {
  const current = shop.inventory(listingId);
  if (!current) return refuse(404, `Listing with listing_id ${listingId} not found`);
  if (method === 'GET') return ok(current);
  const update = parseInventoryUpdate(body, shop.shop.currency_code);
  if (typeof update === 'string') return refuse(400, update);
  return ok(shop.replaceInventory(listingId, update));
}

export function routeEtsyApplicationCall(
  shop: EtsySimulatorShop,
  method: string,
  fullPath: string,
  query: URLSearchParams,
  body: unknown,
): Answer {
  const path = fullPath.replace(/^\/v3\/application/, '');
  let match = /^\/users\/(\d+)\/shops$/.exec(path);
  if (match && method === 'GET') {
    return Number(match[1]) === shop.shop.user_id ? ok(shop.shop) : refuse(404, `User with user_id ${match[1]} has no shop`);
  }
  match = /^\/shops\/(\d+)(\/.*)?$/.exec(path);
  if (match) {
    if (Number(match[1]) !== shop.shop.shop_id) return refuse(404, `Shop with shop_id ${match[1]} not found`);
    const rest = match[2] ?? '';
    if (rest === '' && method === 'GET') return ok(shop.shop);
    if (rest === '/receipts' && method === 'GET') return receipts(shop, query);
    if (rest === '/listings' && method === 'GET') return page(query, shop.listingsIn(query.get('state') ?? 'active'));
    const receipt = /^\/receipts\/(\d+)(\/tracking)?$/.exec(rest);
    if (receipt && !receipt[2] && method === 'GET') {
      const found = shop.receipt(Number(receipt[1]));
      return found ? ok(found) : refuse(404, `Receipt with receipt_id ${receipt[1]} not found`);
    }
    if (receipt?.[2] && method === 'POST') return track(shop, Number(receipt[1]), body);
  }
  match = /^\/listings\/(\d+)\/inventory$/.exec(path);
  if (match && (method === 'GET' || method === 'PUT')) return inventory(shop, method, Number(match[1]), body);
  return refuse(404, 'Resource not found');
}
