// Blocking and unblocking reach an open session: the acting user is reloaded and the routing rules re-applied.
import { identityRoutes } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { sessionStore } from './session-store';
import { toSessionUser } from './use-auth-actions';

let inflight: Promise<void> | null = null;

/** Reloads the signed-in (or impersonated) user from the server; once at a time. */
export function reloadAccountStatus(): Promise<void> {
  inflight ??= (async () => {
    try {
      const me = toSessionUser(await apiRequest(identityRoutes.me));
      const session = sessionStore.get();
      if (!session.access) return;
      if (session.impersonatedUser?.id === me.id) sessionStore.set({ impersonatedUser: me });
      else if (session.user?.id === me.id) sessionStore.set({ user: me });
    } catch {
      // signed out meanwhile, or offline: the next refusal asks again
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}
