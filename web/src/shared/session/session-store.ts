// The session (spec 3, User): tokens, current/original/impersonated user; persisted across reloads.
import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: string;
  fullName: string;
  email: string;
  userType: string | null;
  blocked: boolean;
}

export interface Session {
  access: string | null;
  refresh: string | null;
  user: SessionUser | null;
  originalUser: SessionUser | null;
  impersonatedUser: SessionUser | null;
}

const KEY = 'lh.session';
const empty: Session = { access: null, refresh: null, user: null, originalUser: null, impersonatedUser: null };
const listeners = new Set<() => void>();

function load(): Session {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? { ...empty, ...(JSON.parse(raw) as Partial<Session>) } : empty;
  } catch {
    return empty;
  }
}

let current: Session = load();
/** The session was ended by its user (log out), not lost (an expired refresh): the guarded page then goes to plain login. */
let signedOut = false;

function save(next: Session): void {
  current = next;
  if (next.access) signedOut = false;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or disabled: the session still lives for this page
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session => current,
  set: (patch: Partial<Session>): void => save({ ...current, ...patch }),
  clear: (): void => save(empty),
  /** Ends the session at its user's request: no page asks to be returned to after the next login. */
  signOut: (): void => {
    signedOut = true;
    save(empty);
  },
  get signedOut(): boolean {
    return signedOut;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get authenticated(): boolean {
    return Boolean(current.access);
  },
  /** The spec's impersonation query: every request then carries admin_mode=true&user_id=<id>. */
  impersonationQuery(): Record<string, string> {
    return current.impersonatedUser ? { admin_mode: 'true', user_id: current.impersonatedUser.id } : {};
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
