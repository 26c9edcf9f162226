// The GraphQL Admin API operations the Shopify connector sends, each named so the simulator (and Shopify's logs) can tell
// them apart (their answers' schemas are in shopify-answers.ts). Page sizes keep each query under Shopify's 1,000-point single-query cap.
export const FULFILLMENT_SERVICE_NAME = 'Ledgerhouse';
/** Fulfillment orders per page: each costs about 80 points with its 25 line items. */
export const FULFILLMENT_ORDER_PAGE = 10;
/** Variants per SKU lookup (2 points each with its inventory item), and SKUs per lookup: room for loose search matches. */
export const VARIANT_LOOKUP_PAGE = 250;
export const SKUS_PER_LOOKUP = 100;

export const SHOP_INFO = `query ShopInfo {
  shop { name myshopifyDomain fulfillmentServices { id serviceName callbackUrl location { id } } }
}`;

const SERVICE_FIELDS = 'fulfillmentService { id serviceName callbackUrl location { id } } userErrors { field message }';

export const FULFILLMENT_SERVICE_CREATE = `mutation FulfillmentServiceCreate($name: String!, $callbackUrl: URL!) {
  fulfillmentServiceCreate(name: $name, callbackUrl: $callbackUrl, inventoryManagement: true, trackingSupport: true) { ${SERVICE_FIELDS} }
}`;

export const FULFILLMENT_SERVICE_UPDATE = `mutation FulfillmentServiceUpdate($id: ID!, $callbackUrl: URL!) {
  fulfillmentServiceUpdate(id: $id, callbackUrl: $callbackUrl, inventoryManagement: true, trackingSupport: true) { ${SERVICE_FIELDS} }
}`;

const LINE_ITEM_FIELDS =
  'nodes { id sku remainingQuantity financialSummaries { quantity originalUnitPriceSet { shopMoney { amount currencyCode } } } } pageInfo { hasNextPage endCursor }';

export const ASSIGNED_FULFILLMENT_ORDERS = `query AssignedFulfillmentOrders($first: Int!, $after: String, $locationIds: [ID!]) {
  assignedFulfillmentOrders(first: $first, after: $after, assignmentStatus: FULFILLMENT_REQUESTED, locationIds: $locationIds) {
    nodes {
      id status requestStatus updatedAt
      order { name createdAt note }
      destination { firstName lastName phone address1 address2 city province zip countryCode }
      lineItems(first: 25) { ${LINE_ITEM_FIELDS} }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** The line items past the first 25 of a large fulfillment order. */
export const FULFILLMENT_ORDER_LINE_ITEMS = `query FulfillmentOrderLineItems($id: ID!, $after: String) {
  fulfillmentOrder(id: $id) { lineItems(first: 250, after: $after) { ${LINE_ITEM_FIELDS} } }
}`;

export const ACCEPT_FULFILLMENT_REQUEST = `mutation FulfillmentOrderAcceptFulfillmentRequest($id: ID!) {
  fulfillmentOrderAcceptFulfillmentRequest(id: $id) { fulfillmentOrder { id status requestStatus } userErrors { field message } }
}`;

export const FULFILLMENT_CREATE = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) { fulfillment { id status } userErrors { field message } }
}`;

export const FULFILLMENT_ORDER_STATUS = `query FulfillmentOrderStatus($id: ID!) {
  fulfillmentOrder(id: $id) { id status requestStatus }
}`;

export const VARIANTS_BY_SKU = `query VariantsBySku($first: Int!, $query: String!) {
  productVariants(first: $first, query: $query) { nodes { sku inventoryItem { id } } }
}`;

export const INVENTORY_LEVELS = `query InventoryLevels($ids: [ID!]!, $locationId: ID!) {
  nodes(ids: $ids) {
    ... on InventoryItem { id inventoryLevel(locationId: $locationId) { quantities(names: ["available"]) { name quantity } } }
  }
}`;

export const INVENTORY_SET_QUANTITIES = `mutation InventorySetQuantities($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) {
    inventoryAdjustmentGroup { reason changes { name delta quantityAfterChange item { id } } }
    userErrors { field message code }
  }
}`;
export interface InventorySetQuantitiesInput {
  name: 'available';
  reason: 'correction';
  /** changeFromQuantity: the quantity we believe Shopify holds (compare-and-swap), or null to set it regardless. */
  quantities: { inventoryItemId: string; locationId: string; quantity: number; changeFromQuantity: number | null }[];
}
