// First data sooner: the first page a signed-in reader opens asks for its list when the navigation starts, beside the
// page's lazy code and the app's first render, instead of after that render (about 300 ms of a warm load here). The
// page's query then finds the answer (or the request in flight) and does not ask again on mount.
import { hashKey, type FetchQueryOptions, type Query } from '@tanstack/react-query';
import { sessionStore } from '../session/session-store';
import { isAdminType } from '../session/user-types';
import { queryClient } from './query-client';

/** A prefetched answer counts as the mounting page's own for this long after it came; later mounts ask again as always. */
const PREFETCH_HOLDS_MS = 10_000;
const prefetchedAt = new Map<string, number>();
let prefetchedOnce = false;

type Prefetchable = FetchQueryOptions<any, any, any, any>;

/**
 * A route loader that prefetches `queries` on the app's first navigation to a prefetching route of the reader's own area
 * (a page load, or the move after logging in): later moves find the page's code loaded, and a prefetch there would race
 * the page's own request. A seller's area is the seller's (staff in it act for the seller they impersonate); the admin
 * area is staff's. A route the reader cannot open (RequireSession sends them elsewhere) asks for nothing.
 */
export const prefetching =
  (area: 'seller' | 'admin', queries: (params: Record<string, string | undefined>) => Prefetchable[]) =>
  ({ params }: { params: Record<string, string | undefined> }) => {
    const session = sessionStore.get();
    const acting = session.impersonatedUser ?? session.user;
    if (prefetchedOnce || !session.access || !session.user || !acting || acting.blocked) return null;
    if (area === 'admin' && !isAdminType(session.user.userType)) return null;
    prefetchedOnce = true;
    for (const options of queries(params)) {
      if (queryClient.getQueryData(options.queryKey) !== undefined) continue;
      const hash = hashKey(options.queryKey);
      prefetchedAt.set(hash, Date.now());
      // The window counts from the answer: a slow answer still spares the page its second request.
      void queryClient.prefetchQuery(options).then(() => {
        if (prefetchedAt.has(hash)) prefetchedAt.set(hash, Date.now());
      });
    }
    return null;
  };

/**
 * `refetchOnMount` for a prefetchable query: a page mounting within PREFETCH_HOLDS_MS of the answer takes it
 * (react-query asks this more than once per mount, so it cannot be a one-off); any later mount asks again as always.
 */
export const unlessJustPrefetched = (query: Pick<Query, 'queryHash'>): boolean => {
  const at = prefetchedAt.get(query.queryHash);
  if (at !== undefined && Date.now() - at <= PREFETCH_HOLDS_MS) return false;
  prefetchedAt.delete(query.queryHash);
  return true;
};
