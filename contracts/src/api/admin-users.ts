// Staff and managers: the users list and detail, blocking, and acting as a seller.
import { z } from 'zod';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { USER_TYPES, userView } from './identity';

export const adminUserRow = userView.extend({ registeredAt: z.string(), lastLoginAt: z.string().nullable() });
export type AdminUserRow = z.infer<typeof adminUserRow>;

const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const adminUsersQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['SELLER', ...USER_TYPES]).optional(),
  blocked: booleanFlag.optional(),
});

export const userIdParams = z.object({ userId: z.uuid() });

export const impersonationLinkAnswer = z.object({ token: z.string(), expiresAt: z.string() });
export const impersonationStartBody = z.union([
  z.object({ userId: z.uuid() }).strict(),
  z.object({ token: z.string().min(10).max(2000) }).strict(),
]);
export const impersonationAnswer = z.object({ user: userView });

export const adminUserRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/users',
    summary: 'Users: search by name or email, filter by type and blocked',
    tag: 'admin-users',
    query: adminUsersQuery,
    response: pageOf(adminUserRow),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId',
    summary: 'One user',
    tag: 'admin-users',
    params: userIdParams,
    response: adminUserRow,
  }),
  block: defineRoute({
    method: 'POST',
    path: '/admin/users/:userId/block',
    summary: 'Deactivate an account',
    tag: 'admin-users',
    params: userIdParams,
    response: commandResult,
  }),
  unblock: defineRoute({
    method: 'POST',
    path: '/admin/users/:userId/unblock',
    summary: 'Reactivate an account',
    tag: 'admin-users',
    params: userIdParams,
    response: commandResult,
  }),
  shareLink: defineRoute({
    method: 'POST',
    path: '/admin/users/:userId/impersonation-link',
    summary: 'A short-lived link that opens impersonation of this user',
    tag: 'admin-users',
    params: userIdParams,
    response: impersonationLinkAnswer,
  }),
  startImpersonation: defineRoute({
    method: 'POST',
    path: '/admin/impersonation/start',
    summary: 'Act as a seller (by id or share-link token); then send admin_mode=true&user_id=<id>',
    tag: 'admin-users',
    body: impersonationStartBody,
    response: impersonationAnswer,
  }),
  endImpersonation: defineRoute({
    method: 'POST',
    path: '/admin/impersonation/end',
    summary: 'Stop acting as a seller',
    tag: 'admin-users',
    body: z.object({ userId: z.uuid() }).strict(),
    response: commandResult,
  }),
};
