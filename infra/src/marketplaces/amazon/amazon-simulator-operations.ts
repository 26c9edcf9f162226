// The SP-API operations the Amazon simulator answers, each with its documented default rate (x-amzn-RateLimit-Limit)
// and Amazon's validation answers: 400 InvalidInput with {"errors":[…]}, 404 NotFound, and listing issues.
import { randomBytes } from 'node:crypto';
import type { SimulatorRequest, SimulatorResponse } from '../simulators/json-http-server';
import type { ListingQuantities } from '../simulators/simulator-state';
import { isAmazonCarrierCode } from './amazon-carriers';
import {
  spApiErrors,
  type AmazonOrder,
  type ConfirmShipmentRequest,
  type ListingsItemSubmissionResponse,
  type ListingsPatchRequest,
  type SearchOrdersResponse,
} from './amazon-payloads';

export interface AmazonOperation {
  method: string;
  path: RegExp;
  /** Requests per second of the operation's default usage plan. */
  rate: string;
  /** `segments`: the path's match, its groups percent-decoded. */
  answer(request: SimulatorRequest, segments: string[]): SimulatorResponse;
}

interface AmazonState {
  sellerId: string;
  orders: Map<string, AmazonOrder>;
  tracking: Map<string, { carrier: string; trackingNumber: string }>;
  quantities: ListingQuantities;
  maxPageSize: number;
}

const invalid = (message: string): SimulatorResponse => ({ status: 400, body: spApiErrors('InvalidInput', message) });
const notFound = (message: string): SimulatorResponse => ({ status: 404, body: spApiErrors('NotFound', message) });
const csv = (value: string | null) => (value ? value.split(',') : []);

/** searchOrders answers only the datasets includedData asks for. */
function shaped(order: AmazonOrder, included: string[]): AmazonOrder {
  const { buyer, recipient, fulfillment, ...rest } = order;
  return {
    ...rest,
    ...(included.includes('BUYER') ? { buyer } : {}),
    ...(included.includes('RECIPIENT') ? { recipient } : {}),
    ...(included.includes('FULFILLMENT') ? { fulfillment } : {}),
  };
}

export function amazonOperations(state: AmazonState): AmazonOperation[] {
  function searchOrders({ query }: SimulatorRequest): SimulatorResponse {
    const marketplaces = csv(query.get('marketplaceIds'));
    const cursor = query.get('paginationToken');
    let since = query.get('lastUpdatedAfter');
    let offset = 0;
    if (cursor) {
      try {
        ({ since, offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { since: string; offset: number });
      } catch {
        return invalid('Invalid paginationToken.');
      }
    }
    if (!since || Number.isNaN(Date.parse(since)) || query.has('createdAfter'))
      return invalid('Exactly one of createdAfter and lastUpdatedAfter must be provided.');
    const perPage = Number(query.get('maxResultsPerPage') ?? 100);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) return invalid('maxResultsPerPage must be between 1 and 100.');
    const limit = Math.min(perPage, state.maxPageSize);
    const matching = [...state.orders.values()]
      .filter((o) => marketplaces.includes(o.salesChannel.marketplaceId) && Date.parse(o.lastUpdatedTime) >= Date.parse(since))
      .sort((a, b) => a.lastUpdatedTime.localeCompare(b.lastUpdatedTime) || a.orderId.localeCompare(b.orderId));
    const included = csv(query.get('includedData'));
    const next =
      offset + limit < matching.length ? Buffer.from(JSON.stringify({ since, offset: offset + limit })).toString('base64url') : undefined;
    const body: SearchOrdersResponse = {
      orders: matching.slice(offset, offset + limit).map((o) => shaped(o, included)),
      ...(next ? { pagination: { nextToken: next } } : {}),
      lastUpdatedBefore: new Date(Date.now() - 120_000).toISOString(),
    };
    return { status: 200, body };
  }

  function getOrder({ query }: SimulatorRequest, [, orderId]: string[]): SimulatorResponse {
    const order = state.orders.get(orderId);
    return order
      ? { status: 200, body: { order: shaped(order, csv(query.get('includedData'))) } }
      : notFound(`Order ${orderId} not found.`);
  }

  function confirmShipment(request: SimulatorRequest, [, orderId]: string[]): SimulatorResponse {
    const order = state.orders.get(orderId);
    if (!order) return notFound(`Order ${orderId} not found.`);
    const { packageDetail: pkg, marketplaceId } = JSON.parse(request.body) as Partial<ConfirmShipmentRequest>;
    if (marketplaceId !== order.salesChannel.marketplaceId) return invalid('Invalid marketplaceId.');
    if (
      !pkg?.packageReferenceId ||
      !/^[1-9]\d*$/.test(pkg.packageReferenceId) ||
      !pkg.trackingNumber ||
      Number.isNaN(Date.parse(pkg.shipDate ?? ''))
    ) {
      return invalid('packageReferenceId (a positive number), trackingNumber and shipDate are required.');
    }
    if (!isAmazonCarrierCode(pkg.carrierCode ?? '') || (pkg.carrierCode === 'Other' && !pkg.carrierName))
      return invalid('Invalid carrierCode.');
    if (!['UNSHIPPED', 'PARTIALLY_SHIPPED'].includes(order.fulfillment!.fulfillmentStatus))
      return invalid(`The order is ${order.fulfillment!.fulfillmentStatus}.`);
    for (const { orderItemId, quantity } of pkg.orderItems ?? []) {
      const item = order.orderItems.find((i) => i.orderItemId === orderItemId);
      if (!item || !Number.isInteger(quantity) || quantity < 1 || quantity > item.fulfillment!.quantityUnfulfilled)
        return invalid(`Invalid quantity for orderItemId ${orderItemId}.`);
    }
    for (const { orderItemId, quantity } of pkg.orderItems ?? []) {
      const f = order.orderItems.find((i) => i.orderItemId === orderItemId)!.fulfillment!;
      f.quantityFulfilled += quantity;
      f.quantityUnfulfilled -= quantity;
    }
    const done = order.orderItems.every((i) => i.fulfillment!.quantityUnfulfilled === 0);
    order.fulfillment!.fulfillmentStatus = done ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
    order.lastUpdatedTime = new Date().toISOString();
    const carrier = pkg.carrierCode === 'Other' ? pkg.carrierName! : pkg.carrierCode!;
    order.packages = [
      ...(order.packages ?? []),
      { packageReferenceId: pkg.packageReferenceId, carrier, trackingNumber: pkg.trackingNumber, shipTime: pkg.shipDate! },
    ];
    state.tracking.set(orderId, { carrier, trackingNumber: pkg.trackingNumber });
    return { status: 204 };
  }

  function patchListingsItem(request: SimulatorRequest, [, sellerId, sku]: string[]): SimulatorResponse {
    if (sellerId !== state.sellerId) return { status: 403, body: spApiErrors('Unauthorized', 'Access to requested resource is denied.') };
    if (!request.query.get('marketplaceIds')) return invalid('Missing required marketplaceIds.');
    const patch = JSON.parse(request.body) as Partial<ListingsPatchRequest>;
    const availability = patch.patches?.find((p) => p.path === '/attributes/fulfillment_availability');
    const quantity = availability?.value?.[0]?.quantity;
    const submission: ListingsItemSubmissionResponse = {
      sku,
      status: 'ACCEPTED',
      submissionId: randomBytes(16).toString('hex'),
      issues: [],
    };
    if (
      !patch.productType ||
      !availability ||
      !['merge', 'replace'].includes(availability.op) ||
      !Number.isInteger(quantity) ||
      (quantity as number) < 0
    ) {
      submission.status = 'INVALID';
      submission.issues = [
        {
          code: '90220',
          message: "'fulfillment_availability' requires a whole 'quantity' of 0 or more.",
          severity: 'ERROR',
          attributeNames: ['fulfillment_availability'],
          categories: ['INVALID_ATTRIBUTE'],
        },
      ];
      return { status: 200, body: submission };
    }
    state.quantities.set(sku, quantity as number);
    return { status: 200, body: submission };
  }

  const guardJson =
    (answer: AmazonOperation['answer']): AmazonOperation['answer'] =>
    (request, match) => {
      try {
        return answer(request, match);
      } catch (error) {
        if (error instanceof SyntaxError) return invalid('The request body is not valid JSON.');
        throw error;
      }
    };

  return [
    { method: 'GET', path: /^\/sellers\/v1\/marketplaceParticipations$/, rate: '0.016', answer: participations },
    { method: 'GET', path: /^\/orders\/2026-01-01\/orders$/, rate: '0.0056', answer: searchOrders },
    { method: 'GET', path: /^\/orders\/2026-01-01\/orders\/([^/]+)$/, rate: '0.5', answer: getOrder },
    { method: 'POST', path: /^\/orders\/v0\/orders\/([^/]+)\/shipmentConfirmation$/, rate: '2.0', answer: guardJson(confirmShipment) },
    { method: 'PATCH', path: /^\/listings\/2021-08-01\/items\/([^/]+)\/([^/]+)$/, rate: '5.0', answer: guardJson(patchListingsItem) },
  ];
}

function participations(): SimulatorResponse {
  return {
    status: 200,
    body: {
      payload: [
        {
          marketplace: {
            id: 'ATVPDKIKX0DER',
            name: 'Amazon.com',
            countryCode: 'US',
            defaultCurrencyCode: 'USD',
            defaultLanguageCode: 'en_US',
            domainName: 'www.amazon.com',
          },
          participation: { isParticipating: true, hasSuspendedListings: false },
          storeName: 'Sandbox Store',
        },
      ],
    },
  };
}
