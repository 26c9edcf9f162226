// Holds a REST simulator's exchanges to the marketplace's OpenAPI models: a request a model refuses is refused, and each
// answer that does not match its operation's described response is kept as a problem for the test to fail on.
import type { Marketplace } from '@ledgerhouse/infra';
import type { ExchangeCheck } from '../../../infra/src/marketplaces/simulators/exchange-check';
import type { SimulatorRequest } from '../../../infra/src/marketplaces/simulators/json-http-server';
import { OpenApiModel, UNDESCRIBED, type ModelOperation } from './openapi-model';

export const REST_MODEL_FILES: Record<Exclude<Marketplace, 'SHOPIFY'>, string[]> = {
  EBAY: [
    'ebay/sell_fulfillment_v1_oas3.json',
    'ebay/sell_inventory_v1_oas3.json',
    'ebay/commerce_identity_v1_oas3.json',
    'ebay/commerce_notification_v1_oas3.json',
  ],
  ETSY: ['etsy/etsy-oas-3.0.0.json'],
  WALMART: [
    'walmart/walmart-marketplace-orders-openapi-original.yml',
    'walmart/walmart-marketplace-inventory-openapi-original.yml',
    'walmart/walmart-marketplace-authentication-openapi-original.yml',
  ],
  AMAZON: ['amazon/orders_2026-01-01.json', 'amazon/ordersV0.json', 'amazon/listingsItems_2021-08-01.json', 'amazon/sellers.json'],
};

/**
 * Where an operation's answer schema contradicts the model's own example, the answer is held to another operation's
 * schema that agrees with that example (docs/decisions/0027). Walmart's getAnOrder schema has no {"order": …} wrapper
 * and a string orderDate; its example, the live API and every other order operation wrap the order and send epoch
 * milliseconds, as acknowledgeOrders' schema does.
 */
const ANSWER_STAND_INS: Record<string, string> = { getAnOrder: 'acknowledgeOrders' };

export interface ModelCheck extends ExchangeCheck {
  /** Requests refused and answers that differ from the model, each naming its operation. */
  readonly problems: string[];
  /** Each operation exchanged, as "operationId: file (version)". */
  readonly held: Set<string>;
  /** Exchanges no model describes (OAuth consent and token pages, error statuses a model leaves out). */
  readonly undescribed: Set<string>;
}

const models = new Map<string, OpenApiModel>();
const modelOf = (file: string) => models.get(file) ?? models.set(file, new OpenApiModel(file)).get(file)!;

export function restModelCheck(marketplace: Exclude<Marketplace, 'SHOPIFY'>): ModelCheck {
  const files = REST_MODEL_FILES[marketplace].map(modelOf);
  const matched = new WeakMap<SimulatorRequest, { model: OpenApiModel; operation: ModelOperation } | null>();
  const problems: string[] = [];
  const held = new Set<string>();
  const undescribed = new Set<string>();
  const find = (request: SimulatorRequest) => {
    if (!matched.has(request)) {
      const found = files.map((model) => ({ model, operation: model.operationFor(request.method, request.path) })).find((m) => m.operation);
      matched.set(request, found ? { model: found.model, operation: found.operation! } : null);
    }
    return matched.get(request) ?? null;
  };
  return {
    problems,
    held,
    undescribed,
    refusals(request) {
      const found = find(request);
      if (!found) {
        undescribed.add(`${request.method} ${request.path.replace(/\/\d[\w-]*/g, '/…')}`);
        return [];
      }
      const { model, operation } = found;
      held.add(`${operation.operationId}: ${model.file} (${model.version || 'no version'})`);
      const refused = model.requestProblems(operation, request);
      for (const problem of refused) problems.push(`${operation.operationId} request: ${problem}`);
      return refused;
    },
    answered(request, answer) {
      const found = find(request);
      if (!found) return;
      const { operation, model } = found;
      const standIn = answer.status < 300 && ANSWER_STAND_INS[operation.operationId];
      const heldTo = (standIn && model.operationById(standIn)) || operation;
      const label = `${operation.operationId} ${answer.status}`;
      for (const problem of model.responseProblems(heldTo, answer.status, answer.contentType, answer.body)) {
        if (problem.startsWith(UNDESCRIBED)) undescribed.add(`${label}: ${problem.slice(UNDESCRIBED.length)}`);
        else problems.push(`${label}: ${problem}`);
      }
    },
  };
}
