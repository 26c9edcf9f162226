// The prepaid wallet (spec 3 Wallet, 4 Auto top-up, 5 Wallet): balance, top-ups, spendings, auto top-up, reports.
import { z } from 'zod';
import {
  AUTO_TOPUP_MIN_CENTS,
  AUTO_TOPUP_TRIGGER_MIN_CENTS,
  REPORT_CATEGORIES,
  REPORT_FORMATS,
  SPENDING_PURPOSES,
  TOPUP_MAX_CENTS,
  TOPUP_MIN_CENTS,
  TOPUP_SOURCES,
} from '../billing/constants';
import { spendingReference } from '../billing/spending-reference';
import { instant } from './instant';
import { reportPeriod, validPeriod } from './report-period';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

const cents = z.number().int();
const fieldCode = (code: string) => ({ params: { fieldCode: code } });
export const autoTopUpView = z.object({ enabled: z.boolean(), minimumAmountCents: cents, triggerLevelCents: cents.nullable() });

export const walletView = z.object({
  balanceCents: cents,
  autoTopUp: autoTopUpView,
  /** The last auto top-up that the card refused, until a later one succeeds. */
  lastAutoTopUpFailure: z.object({ amountCents: cents, failure: z.string(), at: z.string() }).nullable(),
});
export type WalletView = z.infer<typeof walletView>;

export const topUpView = z.object({
  id: z.string(),
  source: z.enum(TOPUP_SOURCES),
  amountCents: cents,
  balanceAfterCents: cents,
  cardLast4: z.string().nullable(),
  comment: z.string().nullable(),
  addedBy: z.string().nullable(),
  /**
   * A REFUND's spending: its purpose, what it paid for (as the spending's own reference) and the order or shipment it
   * belongs to, to link to; null on other top-ups and on refunds recorded before refunds named their spending.
   */
  refundOf: z
    .object({
      purpose: z.enum(SPENDING_PURPOSES),
      reference: spendingReference.nullable(),
      document: z.object({ kind: z.enum(['ORDER', 'INBOUND_SHIPMENT']), id: z.string() }).nullable(),
    })
    .nullable(),
  at: z.string(),
});
export type TopUpView = z.infer<typeof topUpView>;

export const spendingView = z.object({
  id: z.string(),
  purpose: z.enum(SPENDING_PURPOSES),
  amountCents: cents,
  balanceAfterCents: cents,
  documentId: z.string(),
  /** Typed by staff; null on system-made spendings, which carry `reference` instead. */
  notes: z.string().nullable(),
  reference: spendingReference.nullable(),
  at: z.string(),
});
export type SpendingView = z.infer<typeof spendingView>;

const period = { from: instant.optional(), to: instant.optional() };
export const topUpListQuery = pageQuery.extend(period);
export const spendingListQuery = pageQuery.extend({ ...period, purpose: z.enum(SPENDING_PURPOSES).optional() });

export const topUpBody = z
  .object({
    amountCents: cents.max(TOPUP_MAX_CENTS).refine((v) => v >= TOPUP_MIN_CENTS, fieldCode('TOPUP_BELOW_MINIMUM')),
    /** The primary card when absent. */
    cardId: z.uuid().optional(),
  })
  .strict();
export type TopUpBody = z.infer<typeof topUpBody>;

export const autoTopUpBody = z
  .object({
    enabled: z.boolean(),
    minimumAmountCents: cents.max(TOPUP_MAX_CENTS).refine((v) => v >= AUTO_TOPUP_MIN_CENTS, fieldCode('AUTO_TOPUP_BELOW_MINIMUM')),
    triggerLevelCents: cents
      .max(TOPUP_MAX_CENTS)
      .refine((v) => v >= AUTO_TOPUP_TRIGGER_MIN_CENTS, fieldCode('AUTO_TOPUP_TRIGGER_BELOW_MINIMUM'))
      .nullable(),
  })
  .strict();
export type AutoTopUpBody = z.infer<typeof autoTopUpBody>;

export const walletReportQuery = validPeriod(
  z.object({ category: z.enum(REPORT_CATEGORIES), format: z.enum(REPORT_FORMATS), ...reportPeriod }),
);

export const walletRoutes = {
  get: defineRoute({ method: 'GET', path: '/wallet', summary: 'Balance and auto top-up settings', tag: 'wallet', response: walletView }),
  topUps: defineRoute({
    method: 'GET',
    path: '/wallet/top-ups',
    summary: 'Top-up history (date, added by, amount, balance after, card, comment)',
    tag: 'wallet',
    query: topUpListQuery,
    response: pageOf(topUpView),
  }),
  spendings: defineRoute({
    method: 'GET',
    path: '/wallet/spendings',
    summary: 'Spending history (date, purpose, amount, balance after, notes)',
    tag: 'wallet',
    query: spendingListQuery,
    response: pageOf(spendingView),
  }),
  topUp: defineRoute({
    method: 'POST',
    path: '/wallet/top-ups',
    summary: 'Top up from a card (minimum $1)',
    tag: 'wallet',
    body: topUpBody,
    response: commandResult,
    status: 201,
  }),
  autoTopUp: defineRoute({
    method: 'PUT',
    path: '/wallet/auto-top-up',
    summary: 'Enable (minimum $100, trigger $30+ optional) or disable auto top-up',
    tag: 'wallet',
    body: autoTopUpBody,
    response: commandResult,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/wallet/report',
    summary: 'Top-ups or spendings of a period as CSV or Excel',
    tag: 'wallet',
    query: walletReportQuery,
    response: z.string(),
  }),
};
