import { SetMetadata } from '@nestjs/common';

export const ACCESS = 'lh:access';

/** public: anyone; user: a signed-in user (default); admin: STAFF or WAREHOUSE_MANAGER. */
export type AccessLevel = 'public' | 'user' | 'admin';

export const Public = () => SetMetadata(ACCESS, 'public' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS, 'admin' satisfies AccessLevel);

export const BLOCKED_ALLOWED = 'lh:blocked-allowed';
/** A blocked user may still do this (spec 6: login, support, payment information, sales channels). */
export const BlockedAllowed = () => SetMetadata(BLOCKED_ALLOWED, true);
