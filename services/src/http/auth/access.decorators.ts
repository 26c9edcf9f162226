// Decorators every context's controllers use to declare who may call them; identity's AuthGuard enforces them.
import { SetMetadata } from '@nestjs/common';

export const ACCESS = 'lh:access';

/** public: anyone; user: a signed-in user (default); admin: STAFF or WAREHOUSE_MANAGER; manager: WAREHOUSE_MANAGER only. */
export type AccessLevel = 'public' | 'user' | 'admin' | 'manager';

export const Public = () => SetMetadata(ACCESS, 'public' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS, 'admin' satisfies AccessLevel);
/** Warehouse managers only (staff get 403 WAREHOUSE_MANAGER_ONLY); on a method, it overrides the class's @AdminOnly. */
export const ManagerOnly = () => SetMetadata(ACCESS, 'manager' satisfies AccessLevel);

export const BLOCKED_ALLOWED = 'lh:blocked-allowed';
/** A blocked user may still do this (spec 6: login, support, payment information, sales channels). */
export const BlockedAllowed = () => SetMetadata(BLOCKED_ALLOWED, true);
