// Live support updates for a signed-in layout: call `useSupportLive()` once in the seller's and in the admin layout
// (not per screen). While signed in it keeps one socket to SUPPORT_LIVE_PATH; every frame invalidates the react-query
// queries whose key starts with 'support' or 'admin-support' (the convention of every support query key), and while
// the socket is not open those queries are invalidated every 10 s instead. Screens read the mode with
// useSupportLiveState().
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUPPORT_LIVE_PATH } from '@ledgerhouse/contracts';
import { refreshAccessToken } from '../api/api-client';
import { useRuntimeConfigQuery } from '../runtime-config/get-runtime-config';
import { sessionStore, useSession } from '../session/session-store';
import { SupportLiveClient } from './support-live-client';
import { supportLiveState } from './support-live-state';

export const SUPPORT_QUERY_ROOTS = ['support', 'admin-support'];
export const SUPPORT_POLL_MS = 10_000;

export function invalidateSupportQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => SUPPORT_QUERY_ROOTS.includes(String(query.queryKey[0])) });
}

/** SUPPORT_WS_URL when the deployment sets one (sockets served on another host), else this origin's socket path. */
function liveUrl(configured: string | null): string {
  return configured ?? `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${SUPPORT_LIVE_PATH}`;
}

export function useSupportLive(): void {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? null;
  const signedIn = Boolean(useSession().access);
  const config = useRuntimeConfigQuery();
  // Until the runtime config answers the address is unknown; if it cannot be read, this origin's socket is tried.
  const url = config.isPending ? null : liveUrl(config.data?.supportWsUrl ?? null);

  useEffect(() => {
    if (!signedIn || !userId || !url || typeof WebSocket === 'undefined') return;
    const client = new SupportLiveClient({
      url,
      openSocket: (url, on) => {
        const socket = new WebSocket(url);
        socket.onopen = () => on.open();
        socket.onmessage = (event) => on.message(event.data);
        socket.onclose = (event) => on.close(event.code);
        return socket;
      },
      token: () => sessionStore.get().access,
      refresh: refreshAccessToken,
      onFrame: () => void invalidateSupportQueries(queryClient),
      onState: (state) => supportLiveState.set(state),
    });
    const unsubscribe = sessionStore.subscribe(() => client.tokenChanged());
    client.start();
    return () => {
      unsubscribe();
      client.stop();
      supportLiveState.set('connecting');
    };
  }, [queryClient, signedIn, userId, url]);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const follow = () => {
      const polling = supportLiveState.get() !== 'live';
      if (polling && timer === null) timer = setInterval(() => void invalidateSupportQueries(queryClient), SUPPORT_POLL_MS);
      if (!polling && timer !== null) {
        clearInterval(timer);
        timer = null;
      }
    };
    follow();
    const unsubscribe = supportLiveState.subscribe(follow);
    return () => {
      unsubscribe();
      if (timer !== null) clearInterval(timer);
    };
  }, [queryClient]);
}
