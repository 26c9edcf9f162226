// A small typed client for the GraphQL Admin API: one POST per operation with X-Shopify-Access-Token, Shopify's answers
// mapped to MarketplaceError, and THROTTLED (the cost-based leaky bucket) waited out a bounded number of times.
import type { z } from 'zod';
import type { MarketplaceAppConfig, MarketplaceFetch } from '../adapter';
import { readAnswer } from '../answer-schema';
import { MarketplaceError } from '../marketplace-port';
import { withRateLimitRetry, type RateLimitRetryPolicy } from '../rate-limit-retry';
import { OutboundRefused } from '../../net/outbound-refused';
import { SHOPIFY_API_VERSION } from './shopify-api-version';

/** Shopify restores 50 points a second (100 on Plus); waiting out most of an emptied bucket is still worth it in-process. */
const THROTTLE_RETRY: RateLimitRetryPolicy = { attempts: 4, maxWaitMs: 10_000, baseWaitMs: 1_000 };
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}
interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; extensions?: { code?: string } }[] | string | Record<string, unknown>;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: ThrottleStatus } };
}

/** 'Shop.myshopify.com', 'https://shop.myshopify.com/admin' → 'shop.myshopify.com'; INVALID_CREDENTIALS if not a host name. */
export function normalizeStoreDomain(input: string): string {
  const domain = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '');
  if (HOSTNAME.test(domain)) return domain;
  const refused = new MarketplaceError('INVALID_CREDENTIALS', 'The store domain is not a host name');
  refused.cause = new OutboundRefused('scheme');
  throw refused;
}

/** Sandbox stores are answered by the simulator at the configured base URL; every other store domain is a user-given address. */
export function shopifyEndpoint(config: MarketplaceAppConfig, fetches: MarketplaceFetch, storeDomain: string) {
  const domain = normalizeStoreDomain(storeDomain);
  const path = `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
  if (config.sandboxDomains?.includes(domain)) return { url: `${config.baseUrl.replace(/\/+$/, '')}${path}`, fetch: fetches.trusted };
  return { url: `https://${domain}${path}`, fetch: fetches.userGiven };
}

/** The wait THROTTLED asks for: the points missing for this query at the bucket's restore rate. */
const throttleWaitMs = (cost: GraphqlAnswer['extensions']): number | undefined => {
  const status = cost?.cost?.throttleStatus;
  const requested = cost?.cost?.requestedQueryCost;
  if (!status || requested === undefined || !(status.restoreRate > 0)) return undefined;
  return Math.max(50, Math.ceil(((requested - status.currentlyAvailable) / status.restoreRate) * 1000));
};

/** A store domain the address guard refused carries the refusal as its cause (the seller's input, not an outage). */
const REFUSED_ADDRESS = new Set(['scheme', 'address', 'dns']);

const unreachable = (error: unknown): MarketplaceError => {
  if (error instanceof MarketplaceError) return error;
  const reason = error instanceof OutboundRefused ? error.reason : 'network';
  const failure = new MarketplaceError('UNAVAILABLE', 'The Shopify store could not be reached', {
    marketplaceCode: `OUTBOUND_${reason.toUpperCase()}`,
  });
  if (REFUSED_ADDRESS.has(reason)) failure.cause = error;
  return failure;
};

const statusError = (response: Response): MarketplaceError => {
  const status = response.status;
  if (status === 401 || status === 403) return new MarketplaceError('TOKEN_INVALID', 'Shopify refused the access token', { status });
  if (status === 404) return new MarketplaceError('NOT_FOUND', 'Shopify knows no such store', { status });
  if (status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return new MarketplaceError('RATE_LIMITED', 'Shopify rate limit reached', {
      status,
      ...(seconds > 0 ? { retryAfterMs: seconds * 1000 } : {}),
    });
  }
  if (status === 402 || status === 423) return new MarketplaceError('REJECTED', 'The Shopify store is frozen or locked', { status });
  if (status >= 500) return new MarketplaceError('UNAVAILABLE', `Shopify answered ${status}`, { status });
  return new MarketplaceError('REJECTED', `Shopify answered ${status}`, { status });
};

const graphqlError = (answer: GraphqlAnswer): MarketplaceError => {
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  const code = errors.find((error) => error.extensions?.code)?.extensions?.code;
  if (code === 'THROTTLED')
    return new MarketplaceError('RATE_LIMITED', 'Shopify throttled the query', {
      marketplaceCode: code,
      retryAfterMs: throttleWaitMs(answer.extensions),
    });
  if (code === 'ACCESS_DENIED')
    return new MarketplaceError('TOKEN_INVALID', 'The access token lacks a required scope', { marketplaceCode: code });
  const message = errors[0]?.message ?? (typeof answer.errors === 'string' ? answer.errors : 'Shopify refused the query');
  return new MarketplaceError('REJECTED', message, { marketplaceCode: code });
};

export class ShopifyAdminClient {
  constructor(
    private readonly endpoint: { url: string; fetch: typeof fetch },
    private readonly accessToken: string,
  ) {}

  /** The answer's data read through `schema` (the operation's selection); data that does not fit is UNAVAILABLE. */
  request<S extends z.ZodType>(schema: S, document: string, variables: Record<string, unknown> = {}): Promise<z.output<S>> {
    return withRateLimitRetry(() => this.once(schema, document, variables), THROTTLE_RETRY);
  }

  private async once<S extends z.ZodType>(schema: S, document: string, variables: Record<string, unknown>): Promise<z.output<S>> {
    let response: Response;
    let answer: GraphqlAnswer;
    try {
      response = await this.endpoint.fetch(this.endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-shopify-access-token': this.accessToken },
        body: JSON.stringify({ query: document, variables }),
      });
    } catch (error) {
      throw unreachable(error);
    }
    if (!response.ok) throw statusError(response);
    try {
      answer = (await response.json()) as GraphqlAnswer;
    } catch {
      throw new MarketplaceError('UNAVAILABLE', 'Shopify answered with a body we cannot read', { status: response.status });
    }
    if (answer === null || typeof answer !== 'object') throw new MarketplaceError('UNAVAILABLE', 'Shopify answered without data');
    if (answer.errors) throw graphqlError(answer);
    if (!answer.data) throw new MarketplaceError('UNAVAILABLE', 'Shopify answered without data');
    return readAnswer(schema, answer.data, `Shopify ${/^(?:query|mutation) (\w+)/.exec(document)?.[1] ?? 'operation'}`);
  }
}
