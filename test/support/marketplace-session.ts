// What a connector test hands the adapter: a session that keeps every refreshed credential, and a fetch that records
// each call (method, path and query, body) on its way to the simulator.
import type { ConnectorSession, MarketplaceCredentials, MarketplaceFetch } from '@ledgerhouse/infra';

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
