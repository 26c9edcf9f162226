// What a connector test hands the adapter: a session that keeps every refreshed credential, and a fetch that records
// each call (method, path and query, body) on its way to the simulator.
import type {
  ConnectorSession,
  MarketplaceConnector,
  MarketplaceCredentials,
  MarketplaceFetch,
  MarketplaceOrder,
} from '@ledgerhouse/infra';

export interface RecordedCall {
  method: string;
  path: string;
  body: string | null;
}

export function recordingFetches(): MarketplaceFetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const recorded: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push({ method: init?.method ?? 'GET', path: url.pathname + url.search, body: typeof init?.body === 'string' ? init.body : null });
    return fetch(input, init);
  };
  return { trusted: recorded, userGiven: recorded, calls };
}

export function testSession<C extends MarketplaceCredentials>(credentials: C): ConnectorSession<C> & { refreshes: C[] } {
  const refreshes: C[] = [];
  return {
    credentials,
    refreshes,
    refreshed: (next) => {
      refreshes.push(next);
      return Promise.resolve();
    },
  };
}

/** Every order the connector answers since `modifiedSince`, page by page until its cursor runs out, and how many pages. */
export async function fetchAllOrders<C extends MarketplaceCredentials>(
  connector: Pick<MarketplaceConnector<C>, 'fetchOrders'>,
  session: ConnectorSession<C>,
  modifiedSince: string,
): Promise<{ orders: MarketplaceOrder[]; pages: number }> {
  const orders: MarketplaceOrder[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const page = await connector.fetchOrders(session, { modifiedSince, cursor });
    orders.push(...page.orders);
    cursor = page.cursor;
    pages += 1;
  } while (cursor);
  return { orders, pages };
}
