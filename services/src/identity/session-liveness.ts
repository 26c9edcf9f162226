// Whether an access token's session is still open, so logout and revocation end its access tokens at once.
// The session stream is the truth (one indexed read, no projection lag). In this process a revocation is seen by
// the very next request; another instance keeps its "live" verdict for at most LIVE_RECHECK_MS, so a revocation
// made elsewhere takes effect there within that time.
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@ledgerhouse/infra';
import { loadState } from '../event-sourcing/load-state';
import { EVENT_STORE } from '../persistence/tokens';
import { sessionDecider, sessionStream } from './domain/session';

export const LIVE_RECHECK_MS = 5_000;
const MAX_REMEMBERED = 50_000;

@Injectable()
export class SessionLiveness {
  /** session id → monotonic time until which a "live" verdict is trusted */
  private readonly liveUntil = new Map<string, number>();
  private readonly ended = new Set<string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (this.ended.has(sessionId)) return false;
    if ((this.liveUntil.get(sessionId) ?? 0) > performance.now()) return true;
    const state = await loadState(this.store, sessionStream(sessionId), sessionDecider);
    if (state.ended) this.markEnded(sessionId);
    if (this.ended.has(sessionId)) return false; // also when it ended while we read
    if (state.userId !== userId) return false;
    remember(this.liveUntil, sessionId, performance.now() + LIVE_RECHECK_MS);
    return true;
  }

  /** Called right after a SessionEnded is stored: the session's access tokens stop working with the next request. */
  markEnded(sessionId: string): void {
    this.liveUntil.delete(sessionId);
    this.ended.add(sessionId);
    if (this.ended.size > MAX_REMEMBERED) this.ended.delete(this.ended.values().next().value!);
  }
}

function remember(map: Map<string, number>, key: string, value: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!);
}
