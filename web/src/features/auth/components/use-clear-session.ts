import { useEffect } from 'react';
import { sessionStore } from '../../../shared/session/session-store';

/** Spec 2: visiting login, registration, confirm-email, request-reset or the Google callback clears the session. */
export function useClearSession(): void {
  useEffect(() => {
    if (sessionStore.get().access || sessionStore.get().refresh) sessionStore.clear();
  }, []);
}
