// Staff and managers on a seller's billing: the wallet and subscription tabs of the user detail, staff top-ups.
import { z } from 'zod';
import { SPENDING_PURPOSES, TOPUP_MAX_CENTS, TOPUP_MIN_CENTS } from '../billing/constants';
import { userIdParams } from './admin-users';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { subscriptionHistoryEntry, subscriptionView } from './subscription';
import { spendingListQuery, spendingView, topUpListQuery, topUpView, walletView } from './wallet';

export const staffTopUpBody = z
  .object({
    amountCents: z
      .number()
      .int()
      .max(TOPUP_MAX_CENTS)
      .refine((v) => v >= TOPUP_MIN_CENTS, { params: { fieldCode: 'TOPUP_BELOW_MINIMUM' } }),
    comment: z.string().trim().min(1).max(500),
  })
  .strict();
/** A charge made by staff (e.g. a manual service); refused and recorded when the balance cannot cover it. */
export const staffSpendingBody = z
  .object({
    amountCents: z.number().int().min(1).max(TOPUP_MAX_CENTS),
    purpose: z.enum(SPENDING_PURPOSES),
    notes: z.string().trim().min(1).max(500),
    documentId: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
export const spendingAnswer = commandResult.extend({ accepted: z.boolean(), entryId: z.string(), balanceAfterCents: z.number().int() });
export type SpendingAnswer = z.infer<typeof spendingAnswer>;

export const walletBalanceAsOfQuery = z.object({ asOf: instant });
export const walletBalanceAsOf = z.object({
  userId: z.string(),
  asOf: z.string(),
  balanceCents: z.number().int(),
  entries: z.number().int(),
});

export const adminBillingRoutes = {
  wallet: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/wallet',
    summary: 'A seller’s wallet',
    tag: 'admin-billing',
    params: userIdParams,
    response: walletView,
  }),
  topUps: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/wallet/top-ups',
    summary: 'A seller’s top-ups',
    tag: 'admin-billing',
    params: userIdParams,
    query: topUpListQuery,
    response: pageOf(topUpView),
  }),
  spendings: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/wallet/spendings',
    summary: 'A seller’s spendings',
    tag: 'admin-billing',
    params: userIdParams,
    query: spendingListQuery,
    response: pageOf(spendingView),
  }),
  staffTopUp: defineRoute({
    method: 'POST',
    path: '/admin/users/:userId/wallet/top-ups',
    summary: 'Add funds as staff (BY_STAFF) with a comment',
    tag: 'admin-billing',
    params: userIdParams,
    body: staffTopUpBody,
    response: commandResult,
    status: 201,
  }),
  staffSpending: defineRoute({
    method: 'POST',
    path: '/admin/users/:userId/wallet/spendings',
    summary: 'Charge the wallet as staff; refused and recorded when the balance cannot cover it',
    tag: 'admin-billing',
    params: userIdParams,
    body: staffSpendingBody,
    response: spendingAnswer,
    status: 201,
  }),
  balanceAsOf: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/wallet/balance',
    summary: 'The wallet balance at any past instant, replayed from its events',
    tag: 'admin-billing',
    params: userIdParams,
    query: walletBalanceAsOfQuery,
    response: walletBalanceAsOf,
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/subscription',
    summary: 'A seller’s subscription',
    tag: 'admin-billing',
    params: userIdParams,
    response: subscriptionView,
  }),
  subscriptionHistory: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/subscription/history',
    summary: 'A seller’s plan history',
    tag: 'admin-billing',
    params: userIdParams,
    query: pageQuery,
    response: pageOf(subscriptionHistoryEntry),
  }),
};
