// Subscription plans (spec 3 Subscription, 4 Subscription, 9 Plans): current plan, upcoming plan, history, plan change.
import { z } from 'zod';
import { PLANS } from '../billing/constants';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

const cents = z.number().int();
export const planTermsView = z.object({
  plan: z.enum(PLANS),
  priceCents: cents,
  billingPeriod: z.enum(['NEVER', 'MONTH_1']),
  handlingBusinessDays: z.number().int(),
  lastMileDiscountPercent: z.number().int(),
  personalManager: z.boolean(),
  freeReceivingMinutes: z.number().int(),
});

export const subscriptionView = z.object({
  plan: z.enum(PLANS),
  status: z.enum(['ACTIVE', 'ENDED']),
  billingPeriod: z.enum(['NEVER', 'MONTH_1']),
  amountCents: cents,
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** When the current paid period ends (renewal or downgrade happens then). */
  plannedEnd: z.string().nullable(),
  upcomingPlan: z.enum(PLANS).nullable(),
  freeMonth: z.boolean(),
  remainingFreeReceivingMinutes: z.number().int(),
  plans: z.array(planTermsView),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const subscriptionHistoryEntry = z.object({
  id: z.string(),
  plan: z.enum(PLANS),
  event: z.enum(['STARTED', 'RENEWED', 'DOWNGRADE_SCHEDULED', 'DOWNGRADE_CANCELED', 'ENDED', 'FREE_MONTH']),
  amountCents: cents,
  discountCents: cents,
  promoCode: z.string().nullable(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  at: z.string(),
});
export type SubscriptionHistoryEntry = z.infer<typeof subscriptionHistoryEntry>;

export const changePlanBody = z.object({ plan: z.enum(PLANS), promoCode: z.string().trim().min(1).max(40).optional() }).strict();
export type ChangePlanBody = z.infer<typeof changePlanBody>;
export const changePlanAnswer = commandResult.extend({
  kind: z.enum(['UPGRADED', 'DOWNGRADE_SCHEDULED']),
  chargedCents: cents,
  effectiveAt: z.string(),
});

export const subscriptionRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/subscription',
    summary: 'Current plan, upcoming plan, remaining free receiving time, the plans on offer',
    tag: 'subscription',
    response: subscriptionView,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/subscription/history',
    summary: 'Plan history',
    tag: 'subscription',
    query: pageQuery,
    response: pageOf(subscriptionHistoryEntry),
  }),
  change: defineRoute({
    method: 'POST',
    path: '/subscription/change',
    summary: 'Upgrade (paid at once from the wallet) or downgrade (at the end of the paid period), with an optional promo code',
    tag: 'subscription',
    body: changePlanBody,
    response: changePlanAnswer,
  }),
  cancelDowngrade: defineRoute({
    method: 'POST',
    path: '/subscription/cancel-downgrade',
    summary: 'Keep the current plan after a scheduled downgrade',
    tag: 'subscription',
    response: commandResult,
  }),
};
