// Signing in and out: the only writers of the session besides the API client's refresh.
import { useQueryClient } from '@tanstack/react-query';
import { identityRoutes, type UserView } from '@ledgerhouse/contracts';
import { apiRequest } from '../api/api-client';
import { sessionStore, type SessionUser } from './session-store';

export function toSessionUser(user: UserView): SessionUser {
  return { id: user.id, fullName: user.fullName, email: user.email, userType: user.userType, blocked: user.blocked };
}

export function useAuthActions() {
  const queryClient = useQueryClient();
  return {
    signIn(tokens: { access: string; refresh: string; user: UserView }) {
      queryClient.clear();
      sessionStore.set({
        access: tokens.access,
        refresh: tokens.refresh,
        user: toSessionUser(tokens.user),
        originalUser: null,
        impersonatedUser: null,
      });
    },
    /** Ends the server session of `refresh` (read before navigating away) and forgets the local one. */
    async signOut(refresh = sessionStore.get().refresh) {
      if (refresh) await apiRequest(identityRoutes.logout, { body: { refresh } }).catch(() => undefined);
      sessionStore.signOut();
      queryClient.clear();
    },
  };
}
