// The model checks refuse what the marketplaces' official descriptions refuse: the requests our connectors used to send,
// the answers our simulators used to give, and the webhook payloads where a model describes them.
import { startEtsySimulator } from '../../../infra/src/marketplaces/etsy/etsy-simulator';
import { isEnumType } from 'graphql';
import type { ShopifyFulfillmentOrderNotification } from '../../../infra/src/marketplaces/shopify/shopify-webhook';
import { graphqlRequestProblems, shopifySchema } from './graphql-model-check';
import { holdToModels } from './hold-to-models';
import { describeWithModels } from './model-folder';
import { OpenApiModel } from './openapi-model';

const request = (method: string, path: string, body: unknown, contentType = 'application/json') => ({
  method,
  path,
  query: new URLSearchParams(),
  headers: { 'content-type': contentType },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const setQuantities = (quantity: Record<string, unknown>, input: Record<string, unknown> = {}) =>
  JSON.stringify({
    query: `mutation InventorySetQuantities($input: InventorySetQuantitiesInput!) {
      inventorySetQuantities(input: $input) { userErrors { field message code } } }`,
    variables: {
      input: {
        name: 'available',
        reason: 'correction',
        ...input,
        quantities: [
          { inventoryItemId: 'gid://shopify/InventoryItem/1', locationId: 'gid://shopify/Location/1', quantity: 5, ...quantity },
        ],
      },
    },
  });

describeWithModels('Marketplace model checks', () => {
  it('refuses an Etsy offering without readiness_state_id, and accepts it null', () => {
    const etsy = new OpenApiModel('etsy/etsy-oas-3.0.0.json');
    const operation = etsy.operationFor('PUT', '/v3/application/listings/1/inventory')!;
    const offering = { price: 12.5, quantity: 3, is_enabled: true };
    const inventory = (offer: object) => ({ products: [{ sku: 'MUG', property_values: [], offerings: [offer] }] });
    expect(etsy.requestProblems(operation, request('PUT', '', inventory(offering)))).toEqual([
      "request body/products/0/offerings/0 must have required property 'readiness_state_id'",
    ]);
    expect(etsy.requestProblems(operation, request('PUT', '', inventory({ ...offering, readiness_state_id: null })))).toEqual([]);
  });

  it('refuses Etsy tracking sent as a form', () => {
    const etsy = new OpenApiModel('etsy/etsy-oas-3.0.0.json');
    const operation = etsy.operationFor('POST', '/v3/application/shops/1/receipts/2/tracking')!;
    const form = request('POST', '', 'tracking_code=1Z&carrier_name=ups', 'application/x-www-form-urlencoded');
    expect(etsy.requestProblems(operation, form)).toEqual([
      'content type application/x-www-form-urlencoded is not one of application/json',
    ]);
  });

  it('answers a request the model refuses with Etsy’s documented error body', async () => {
    const simulator = await startEtsySimulator();
    const models = holdToModels(simulator);
    try {
      const answer = await fetch(`${simulator.url}/v3/application/shops/1/receipts/2/tracking`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'tracking_code=1Z&carrier_name=ups',
      });
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.stringContaining('application/json') as string });
      expect(models.problems).toEqual([expect.stringContaining('createReceiptShipment request')]);
    } finally {
      await simulator.close();
    }
  });

  it('refuses Walmart ship lines without sellerOrderId and an order list with nextCursor null', () => {
    const walmart = new OpenApiModel('walmart/walmart-marketplace-orders-openapi-original.yml');
    const ship = walmart.operationFor('POST', '/v3/orders/1815367951431/shipping')!;
    const status = {
      status: 'Shipped',
      statusQuantity: { unitOfMeasurement: 'EACH', amount: '1' },
      trackingInfo: { shipDateTime: 1, carrierName: { carrier: 'UPS' }, methodCode: 'Standard', trackingNumber: '1Z' },
    };
    const body = { orderShipment: { orderLines: { orderLine: [{ lineNumber: '1', orderLineStatuses: { orderLineStatus: [status] } }] } } };
    expect(walmart.requestProblems(ship, request('POST', '', body)).filter((p) => p.includes('sellerOrderId'))).toEqual([
      "request body/orderShipment/orderLines/orderLine/0 must have required property 'sellerOrderId'",
    ]);
    const list = walmart.operationFor('GET', '/v3/orders')!;
    const page = JSON.stringify({ list: { meta: { totalCount: 0, limit: 10, nextCursor: null }, elements: { order: [] } } });
    expect(walmart.responseProblems(list, 200, 'application/json', page)).toEqual(['answer/list/meta/nextCursor must be string']);
  });

  it('refuses an empty body where eBay describes the 201 of createShippingFulfillment as a JSON object', () => {
    const ebay = new OpenApiModel('ebay/sell_fulfillment_v1_oas3.json');
    const operation = ebay.operationFor('POST', '/sell/fulfillment/v1/order/01-1/shipping_fulfillment')!;
    expect(ebay.responseProblems(operation, 201, '', '')).toEqual(['status 201 is described with a application/json body, none came']);
    expect(ebay.responseProblems(operation, 201, 'application/json', '{}')).toEqual([]);
  });

  it('refuses Shopify’s retired compareQuantity syntax and takes changeFromQuantity, null included', () => {
    expect(graphqlRequestProblems(setQuantities({ compareQuantity: 4 }, { ignoreCompareQuantity: false })).problems).not.toEqual([]);
    expect(graphqlRequestProblems(setQuantities({ changeFromQuantity: 4 })).problems).toEqual([]);
    expect(graphqlRequestProblems(setQuantities({ changeFromQuantity: null })).problems).toEqual([]);
    expect(graphqlRequestProblems(setQuantities({ changeFromQuantity: 'four' })).problems).toEqual([
      expect.stringContaining('Int cannot represent non-integer value'),
    ]);
  });

  it('describes the kind of Shopify’s fulfillment-order notification; eBay’s account deletion payload is not in its model', () => {
    const kind = shopifySchema().getType('FulfillmentOrderMerchantRequestKind');
    if (!isEnumType(kind)) throw new Error('FulfillmentOrderMerchantRequestKind is not an enum in the Shopify model');
    const ours: ShopifyFulfillmentOrderNotification['kind'][] = ['FULFILLMENT_REQUEST', 'CANCELLATION_REQUEST'];
    expect(kind.getValues().map((value) => value.name)).toEqual(expect.arrayContaining(ours));
  });
});
