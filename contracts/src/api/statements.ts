// Monthly wallet statements (issue 27): opening balance, every top-up and spending of a UTC month, closing balance,
// each balance checked against a replay of the wallet's events; as JSON, PDF, CSV or Excel.
import { z } from 'zod';
import { SPENDING_PURPOSES, TOPUP_SOURCES } from '../billing/constants';
import { spendingReference } from '../billing/spending-reference';
import { userIdParams } from './admin-users';
import { defineRoute, pageOf, pageQuery } from './route';
import { timeZone } from './time-zone';

/** A calendar month in UTC, YYYY-MM, from 2000-01 to 2999-12. */
export const statementMonth = z
  .string()
  .refine((text) => /^2\d{3}-(0[1-9]|1[0-2])$/.test(text), { params: { fieldCode: 'INVALID_VALUE' } });
export const STATEMENT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;

export const statementLineView = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(['TOP_UP', 'SPENDING']),
  /** A top-up's source (REFUND for a refund), else null. */
  source: z.enum(TOPUP_SOURCES).nullable(),
  /** A spending's purpose, or a refund's spending's purpose, else null. */
  purpose: z.enum(SPENDING_PURPOSES).nullable(),
  /** Signed: + money in, − money out. */
  amountCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  /** The spending's document (an order, a shipment, a staff-typed number), or the refunded spending's. */
  documentId: z.string().nullable(),
  reference: spendingReference.nullable(),
  /** Staff's comment or notes. */
  comment: z.string().nullable(),
});
export type StatementLineView = z.infer<typeof statementLineView>;

export const balanceCheck = z.object({
  /** What the statement read model says. */
  projectedCents: z.number().int(),
  /** The replay of the wallet's events booked before the instant. */
  ledgerCents: z.number().int(),
  at: z.string(),
});

export const statementView = z.object({
  userId: z.string(),
  sellerName: z.string().nullable(),
  sellerEmail: z.string().nullable(),
  month: z.string(),
  /** False while the month is running: its closing balance is as of `closing.at`. */
  closed: z.boolean(),
  opening: balanceCheck,
  closing: balanceCheck,
  totalInCents: z.number().int(),
  totalOutCents: z.number().int(),
  /** Both balances equal their replays. */
  verified: z.boolean(),
  lines: pageOf(statementLineView),
});
export type StatementView = z.infer<typeof statementView>;

export const statementSummaryView = z.object({
  userId: z.string(),
  sellerName: z.string().nullable(),
  sellerEmail: z.string().nullable(),
  month: z.string(),
  openingCents: z.number().int(),
  closingCents: z.number().int(),
  lines: z.number().int(),
});
export type StatementSummaryView = z.infer<typeof statementSummaryView>;

export const statementAlarmView = z.object({
  id: z.string(),
  userId: z.string(),
  sellerEmail: z.string().nullable(),
  month: z.string(),
  openingProjectedCents: z.number().int(),
  openingLedgerCents: z.number().int(),
  closingProjectedCents: z.number().int(),
  closingLedgerCents: z.number().int(),
  at: z.string(),
});
export type StatementAlarmView = z.infer<typeof statementAlarmView>;

const monthParams = z.object({ month: statementMonth });
const sellerMonthParams = userIdParams.extend({ month: statementMonth });
/** Every format shows times in `timeZone` (the reader's, IANA name; an unknown one is 400 VALIDATION_FAILED). */
const downloadQuery = z.object({
  format: z.enum(STATEMENT_FORMATS),
  timeZone: timeZone.default('UTC'),
});

export const statementRoutes = {
  months: defineRoute({
    method: 'GET',
    path: '/statements',
    summary: 'The months with a statement, newest first',
    tag: 'statements',
    query: pageQuery,
    response: pageOf(statementSummaryView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/statements/:month',
    summary: 'A month’s statement with its lines, balances checked against the ledger',
    tag: 'statements',
    params: monthParams,
    query: pageQuery,
    response: statementView,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/statements/:month/download',
    summary: 'A month’s statement as PDF, CSV or Excel, in the request’s language',
    tag: 'statements',
    params: monthParams,
    query: downloadQuery,
    response: z.string(),
  }),
};

export const adminStatementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/statements',
    summary: 'Every seller’s statements, newest month first',
    tag: 'admin-statements',
    query: pageQuery.extend({ month: statementMonth.optional() }),
    response: pageOf(statementSummaryView),
  }),
  alarms: defineRoute({
    method: 'GET',
    path: '/admin/statement-alarms',
    summary: 'Statements whose balances did not equal the ledger replay, newest first',
    tag: 'admin-statements',
    query: pageQuery,
    response: pageOf(statementAlarmView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/statements/:month',
    summary: 'A seller’s statement of a month',
    tag: 'admin-statements',
    params: sellerMonthParams,
    query: pageQuery,
    response: statementView,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/admin/users/:userId/statements/:month/download',
    summary: 'A seller’s statement as PDF, CSV or Excel',
    tag: 'admin-statements',
    params: sellerMonthParams,
    query: downloadQuery,
    response: z.string(),
  }),
};
