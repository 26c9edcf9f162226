// How support screens are kept fresh right now: 'live' (the socket is authenticated), 'connecting' (first attempt),
// 'polling' (the socket is down; support queries are refetched every 10 s until it is back).
import { useSyncExternalStore } from 'react';
import type { SupportLiveState } from './support-live-client';

let current: SupportLiveState = 'connecting';
const listeners = new Set<() => void>();

export const supportLiveState = {
  get: (): SupportLiveState => current,
  set(next: SupportLiveState): void {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** For screens that show whether support updates arrive live. */
export function useSupportLiveState(): SupportLiveState {
  return useSyncExternalStore(supportLiveState.subscribe, supportLiveState.get, supportLiveState.get);
}
