// Whether a staff member has started acting as an account and not ended it: `admin_mode=true&user_id=` works only
// then, so every impersonation has its recorded start (ImpersonationStarted on the user stream) and reading a seller's
// data never goes unrecorded. The user stream is the truth; an "open" verdict is trusted for OPEN_RECHECK_MS, and an
// end in this process takes effect with the next request (another process sees it within that time).
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@ledgerhouse/infra';
import { EVENT_STORE } from '../persistence/tokens';
import { userStream } from './domain/user';

export const OPEN_RECHECK_MS = 5_000;
const MAX_REMEMBERED = 50_000;

const key = (impersonatorId: string, userId: string) => `${impersonatorId}:${userId}`;

@Injectable()
export class OpenImpersonations {
  /** impersonator:user → monotonic time until which an "open" verdict is trusted */
  private readonly openUntil = new Map<string, number>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async isOpen(impersonatorId: string, userId: string): Promise<boolean> {
    const k = key(impersonatorId, userId);
    if ((this.openUntil.get(k) ?? 0) > performance.now()) return true;
    let open = false;
    for (const event of await this.store.readStream(userStream(userId))) {
      if (event.type !== 'ImpersonationStarted' && event.type !== 'ImpersonationEnded') continue;
      if ((event.data as { impersonatorId: string }).impersonatorId === impersonatorId) open = event.type === 'ImpersonationStarted';
    }
    if (open) this.remember(k);
    return open;
  }

  /** Called right after an ImpersonationEnded is stored. */
  ended(impersonatorId: string, userId: string): void {
    this.openUntil.delete(key(impersonatorId, userId));
  }

  private remember(k: string): void {
    this.openUntil.delete(k);
    this.openUntil.set(k, performance.now() + OPEN_RECHECK_MS);
    if (this.openUntil.size > MAX_REMEMBERED) this.openUntil.delete(this.openUntil.keys().next().value!);
  }
}
