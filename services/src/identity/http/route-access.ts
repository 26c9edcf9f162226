// What the auth guard answers a signed-in caller on a route of an access level: nothing (let through) or the refusal.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { AccessLevel } from '../../http/auth/access.decorators';
import { mayUseOwn, type Caller } from '../domain/staff-powers';

export interface RouteCall {
  level: Exclude<AccessLevel, 'public'>;
  blockedAllowed: boolean;
  caller: Caller;
  /** The seller a staff member acts as (already checked against the table), or null. */
  acting: { blocked: boolean } | null;
}

export function routeRefusal({ level, blockedAllowed, caller, acting }: RouteCall): ErrorCode | null {
  if (level === 'admin' || level === 'manager') {
    if (caller.kind === 'SELLER') return caller.blocked ? ErrorCode.ACCOUNT_BLOCKED : ErrorCode.FORBIDDEN;
    // Blocked staff lose the admin area whatever the route says about blocked sellers.
    if (!mayUseOwn(caller, 'adminArea')) return ErrorCode.ACCOUNT_BLOCKED;
    return level === 'manager' && caller.kind !== 'WAREHOUSE_MANAGER' ? ErrorCode.WAREHOUSE_MANAGER_ONLY : null;
  }
  if (level === 'seller' && !acting && !mayUseOwn(caller, 'sellerArea')) {
    return caller.blocked ? ErrorCode.ACCOUNT_BLOCKED : ErrorCode.SELLER_ONLY;
  }
  const blocked = acting ? acting.blocked : caller.blocked;
  return blocked && !blockedAllowed ? ErrorCode.ACCOUNT_BLOCKED : null;
}
