// Promo codes (admin): create, edit, deactivate; applied at a plan change.
import { z } from 'zod';
import { PLANS } from '../billing/constants';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

const paidPlan = z.enum(PLANS).exclude(['free']);
export const promoCodeFields = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,40}$/),
  discountPercent: z.number().int().min(1).max(100),
  plan: paidPlan,
  usageLimit: z.number().int().min(1).max(1_000_000).nullable(),
  expiresAt: instant.nullable(),
});
export const createPromoCodeBody = promoCodeFields.strict();
export const updatePromoCodeBody = promoCodeFields.omit({ code: true }).partial().strict();
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBody>;
export type UpdatePromoCodeBody = z.infer<typeof updatePromoCodeBody>;

export const promoCodeView = promoCodeFields.extend({
  id: z.string(),
  active: z.boolean(),
  usedCount: z.number().int(),
  createdAt: z.string(),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;

export const promoCodeIdParams = z.object({ promocodeId: z.uuid() });
export const promoCodeListQuery = pageQuery.extend({
  search: z.string().trim().max(40).optional(),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export const promoCodeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/promocodes',
    summary: 'Promo codes',
    tag: 'admin-promocodes',
    query: promoCodeListQuery,
    response: pageOf(promoCodeView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/promocodes/:promocodeId',
    summary: 'One promo code',
    tag: 'admin-promocodes',
    params: promoCodeIdParams,
    response: promoCodeView,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/promocodes',
    summary: 'Create a promo code (code, discount, tariff, usage limit, expiry)',
    tag: 'admin-promocodes',
    body: createPromoCodeBody,
    response: commandResult,
    status: 201,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/admin/promocodes/:promocodeId',
    summary: 'Edit a promo code',
    tag: 'admin-promocodes',
    params: promoCodeIdParams,
    body: updatePromoCodeBody,
    response: commandResult,
  }),
  deactivate: defineRoute({
    method: 'POST',
    path: '/admin/promocodes/:promocodeId/deactivate',
    summary: 'Deactivate a promo code',
    tag: 'admin-promocodes',
    params: promoCodeIdParams,
    response: commandResult,
  }),
};
