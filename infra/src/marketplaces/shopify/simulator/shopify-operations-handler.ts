// The GraphQL operations the simulator answers, found by operation name, each with Shopify-like requested and actual costs.
import { SHOPIFY_API_VERSION } from '../shopify-api-version';
import type { SimulatedFulfillment } from './simulated-fulfillment';
import type { SetQuantitiesInput, SimulatedInventory } from './simulated-inventory';

/** As the client sent them: each operation reads the ones its document declares. */
type Variables = Record<string, unknown>;

export interface SimulatedOperation {
  requestedCost(variables: Variables): number;
  run(variables: Variables): { data: unknown; actualCost?: number };
}

export const GRAPHQL_PATH = `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
const MUTATION_COST = 10;
/** Requested: a fulfillment order (1) with its order (1), destination (1) and 25 line items (2 + 25 × 3); actual: the lines it has. */
const FULFILLMENT_ORDER_COST = 80;
const fulfillmentOrderCost = (lines: number) => 5 + lines * 3;

export function simulatedOperations(
  shop: { name: string; domain: string },
  fulfillment: SimulatedFulfillment,
  inventory: SimulatedInventory,
): Record<string, SimulatedOperation> {
  const mutation = (run: (variables: Variables) => unknown): SimulatedOperation => ({
    requestedCost: () => MUTATION_COST,
    run: (variables) => ({ data: run(variables) }),
  });
  return {
    ShopInfo: {
      requestedCost: () => 3,
      run: () => ({ data: { shop: { name: shop.name, myshopifyDomain: shop.domain, fulfillmentServices: fulfillment.services } } }),
    },
    FulfillmentServiceCreate: mutation((v) => ({
      fulfillmentServiceCreate: fulfillment.createService(String(v.name ?? ''), String(v.callbackUrl ?? '')),
    })),
    FulfillmentServiceUpdate: mutation((v) => ({
      fulfillmentServiceUpdate: fulfillment.updateService(String(v.id), String(v.callbackUrl ?? '')),
    })),
    AssignedFulfillmentOrders: {
      requestedCost: (v) => 2 + Number(v.first ?? 0) * FULFILLMENT_ORDER_COST,
      run: (v) => {
        const page = fulfillment.assigned(v as Parameters<SimulatedFulfillment['assigned']>[0]);
        const actualCost = page.nodes.reduce((sum, node) => sum + fulfillmentOrderCost(node.lineItems.nodes.length), 2);
        return { data: { assignedFulfillmentOrders: page }, actualCost };
      },
    },
    FulfillmentOrderLineItems: {
      requestedCost: () => 2 + 250 * 3,
      run: (v) => {
        const fulfillmentOrder = fulfillment.lineItems(String(v.id), 250, (v.after as string | null) ?? null);
        return { data: { fulfillmentOrder }, actualCost: 3 + (fulfillmentOrder?.lineItems.nodes.length ?? 0) * 3 };
      },
    },
    FulfillmentOrderAcceptFulfillmentRequest: mutation((v) => ({
      fulfillmentOrderAcceptFulfillmentRequest: fulfillment.accept(String(v.id)),
    })),
    FulfillmentCreate: mutation((v) => ({
      fulfillmentCreate: fulfillment.fulfil(v.fulfillment as Parameters<SimulatedFulfillment['fulfil']>[0]),
    })),
    FulfillmentOrderStatus: { requestedCost: () => 1, run: (v) => ({ data: { fulfillmentOrder: fulfillment.statusOf(String(v.id)) } }) },
    VariantsBySku: {
      requestedCost: (v) => 2 + Number(v.first ?? 0) * 2,
      run: (v) => {
        const nodes = inventory.variantsBySku(String(v.query ?? ''), Number(v.first ?? 0));
        return { data: { productVariants: { nodes } }, actualCost: 2 + nodes.length * 2 };
      },
    },
    InventoryLevels: {
      requestedCost: (v) => (Array.isArray(v.ids) ? v.ids.length : 0) * 3,
      run: (v) => ({ data: { nodes: inventory.levelsOf((v.ids ?? []) as string[], String(v.locationId)) } }),
    },
    InventorySetQuantities: mutation((v) => ({ inventorySetQuantities: inventory.setQuantities(v.input as SetQuantitiesInput) })),
  };
}
