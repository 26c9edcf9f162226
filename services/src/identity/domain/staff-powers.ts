// Who may do what to whom: the one table behind the admin area, the seller area, blocking and impersonation.
import type { USER_TYPES } from '@ledgerhouse/contracts';

/** A seller has no user type; staff and warehouse managers have theirs. */
export type AccountKind = 'SELLER' | (typeof USER_TYPES)[number];

export type Power =
  /** Every /api/admin route, impersonation start and share links included. */
  | 'adminArea'
  /** Routes that read or create a seller's own data (products, cards, chats, shipments…), called as oneself. */
  | 'sellerArea'
  /** Block or unblock an account. */
  | 'block'
  /** Act as an account (admin_mode, impersonation start, share links). */
  | 'impersonate';

const NONE: readonly AccountKind[] = [];
const SELF = 'self' as const;

/**
 * Rows: the caller's kind. A power over oneself lists `self`; a power over others lists the kinds of account it may
 * be used on. Two rules sit over the table: a blocked caller holds no power but the seller area (spec 6 leaves blocked
 * sellers some of it, `@BlockedAllowed`), and nobody blocks or unblocks themselves.
 */
export const STAFF_POWERS: Record<AccountKind, Record<Power, readonly (AccountKind | typeof SELF)[]>> = {
  SELLER: { adminArea: NONE, sellerArea: [SELF], block: NONE, impersonate: NONE },
  STAFF: { adminArea: [SELF], sellerArea: NONE, block: ['SELLER'], impersonate: ['SELLER'] },
  WAREHOUSE_MANAGER: {
    adminArea: [SELF],
    sellerArea: NONE,
    block: ['SELLER', 'STAFF', 'WAREHOUSE_MANAGER'],
    impersonate: ['SELLER'],
  },
};

export interface Caller {
  id: string;
  kind: AccountKind;
  blocked: boolean;
}

export const accountKind = (userType: string | null): AccountKind =>
  userType === 'STAFF' || userType === 'WAREHOUSE_MANAGER' ? userType : 'SELLER';

/** May the caller use a power over their own account (admin area, seller area)? */
export function mayUseOwn(caller: Caller, power: 'adminArea' | 'sellerArea'): boolean {
  if (caller.blocked && power !== 'sellerArea') return false;
  return STAFF_POWERS[caller.kind][power].includes(SELF);
}

/** May the caller use a power over another account of this kind? */
export function mayActOn(caller: Caller, power: 'block' | 'impersonate', target: { id: string; kind: AccountKind }): boolean {
  if (caller.blocked || caller.id === target.id) return false;
  return STAFF_POWERS[caller.kind][power].includes(target.kind);
}
