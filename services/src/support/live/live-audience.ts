// Who may receive a chat's frames: its seller, and every staff member (STAFF or WAREHOUSE_MANAGER).
import { USER_TYPES } from '@ledgerhouse/contracts';

export interface LiveIdentity {
  userId: string;
  staff: boolean;
}

const STAFF_TYPES = new Set<string>(USER_TYPES);

/**
 * The socket's identity is the token's own user. Staff impersonating a seller keep their staff token (impersonation
 * is a query parameter on HTTP requests, never a token), so their socket gets every chat's frames: a superset of the
 * seller's, which only makes the impersonated screens refetch a little more. A blocked seller is still a seller here.
 */
export function liveIdentity(userId: string, userType: string | null): LiveIdentity {
  return { userId, staff: STAFF_TYPES.has(userType ?? '') };
}

/**
 * Blocked sellers keep support (spec 6); blocked staff lose the admin area, so they lose its live feed too (the HTTP
 * guard refuses them every /admin/support route).
 */
export function mayConnect(caller: { userType: string | null; blocked: boolean }): boolean {
  return !(caller.blocked && STAFF_TYPES.has(caller.userType ?? ''));
}

export function mayReceive(identity: LiveIdentity, chatSellerId: string): boolean {
  return identity.staff || identity.userId === chatSellerId;
}
