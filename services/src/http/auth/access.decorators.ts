// Decorators every context's controllers use to declare who may call them; identity's AuthGuard enforces them.
import { SetMetadata } from '@nestjs/common';

export const ACCESS = 'lh:access';

/**
 * public: anyone; seller (the default): a seller, or staff acting as one (admin_mode); user: any signed-in account as
 * itself (its own profile, its own mail, files); admin: STAFF or WAREHOUSE_MANAGER; manager: WAREHOUSE_MANAGER only.
 * Who holds which is the table in `identity/domain/staff-powers.ts`.
 */
export type AccessLevel = 'public' | 'seller' | 'user' | 'admin' | 'manager';

export const Public = () => SetMetadata(ACCESS, 'public' satisfies AccessLevel);
/** Staff and warehouse managers may call it as themselves too (without it, they get 403 SELLER_ONLY). */
export const AnyUser = () => SetMetadata(ACCESS, 'user' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS, 'admin' satisfies AccessLevel);
/** Warehouse managers only (staff get 403 WAREHOUSE_MANAGER_ONLY); on a method, it overrides the class's @AdminOnly. */
export const ManagerOnly = () => SetMetadata(ACCESS, 'manager' satisfies AccessLevel);

export const BLOCKED_ALLOWED = 'lh:blocked-allowed';
/** A blocked seller may still do this (spec 6: login, support, payment information, sales channels); never the admin area. */
export const BlockedAllowed = () => SetMetadata(BLOCKED_ALLOWED, true);

export const SELLER_IN_PERSON = 'lh:seller-in-person';
/**
 * Only the seller themselves: staff acting as the seller (admin_mode) get 403 SELLER_IN_PERSON_ONLY. For what moves a
 * seller's card money (a card top-up, auto top-up, the cards themselves): staff take money with a reason through the
 * admin area's staff top-up and charge instead (decision 0025).
 */
export const SellerInPerson = () => SetMetadata(SELLER_IN_PERSON, true);
