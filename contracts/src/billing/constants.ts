// Billing constants of spec section 9, in integer cents. Plan prices are ours (the spec names none).
export const TOPUP_MIN_CENTS = 100;
export const AUTO_TOPUP_MIN_CENTS = 10_000;
export const AUTO_TOPUP_TRIGGER_MIN_CENTS = 3_000;
export const TOPUP_MAX_CENTS = 10_000_000;

export const PLANS = ['free', 'basic', 'premium'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanTerms {
  plan: Plan;
  /** Monthly price; free (pay-as-you-go) never bills. */
  priceCents: number;
  billingPeriod: 'NEVER' | 'MONTH_1';
  /** Order handling time: business days, 0 = same day. */
  handlingBusinessDays: number;
  /** Last-mile discount "up to" this percentage. */
  lastMileDiscountPercent: number;
  personalManager: boolean;
  /** Free receiving time at the warehouse per billing period, in minutes. */
  freeReceivingMinutes: number;
}

export const PLAN_TERMS: Record<Plan, PlanTerms> = {
  free: {
    plan: 'free',
    priceCents: 0,
    billingPeriod: 'NEVER',
    handlingBusinessDays: 2,
    lastMileDiscountPercent: 55,
    personalManager: false,
    freeReceivingMinutes: 0,
  },
  basic: {
    plan: 'basic',
    priceCents: 4_900,
    billingPeriod: 'MONTH_1',
    handlingBusinessDays: 1,
    lastMileDiscountPercent: 65,
    personalManager: false,
    freeReceivingMinutes: 60,
  },
  premium: {
    plan: 'premium',
    priceCents: 14_900,
    billingPeriod: 'MONTH_1',
    handlingBusinessDays: 0,
    lastMileDiscountPercent: 65,
    personalManager: true,
    freeReceivingMinutes: 180,
  },
};

/** Plans ordered by rank: moving up is an upgrade (paid at once), moving down a downgrade (at period end). */
export const PLAN_RANK: Record<Plan, number> = { free: 0, basic: 1, premium: 2 };

/** Storage: price per cubic foot per month, charged on the average daily stored volume. */
export const STORAGE_PRICE_CENTS_PER_CUBIC_FOOT_MONTH = 75;

/** REFUND: a charge given back (e.g. a canceled shipment's fulfillment), never a card payment. */
export const TOPUP_SOURCES = ['MANUAL_FUND', 'AUTO_FUND', 'BY_STAFF', 'REFUND'] as const;
export type TopUpSource = (typeof TOPUP_SOURCES)[number];

export const SPENDING_PURPOSES = [
  'SUBSCRIPTION',
  'INBOUND_SHIPMENT',
  'ORDER_FULFILLMENT',
  'FORWARDING_SHIPMENT',
  /** A return label bought through the app: the return (its order) is the document. */
  'RETURN_SHIPMENT',
  'STORAGE_FEE',
  'OTHER',
] as const;
export type SpendingPurpose = (typeof SPENDING_PURPOSES)[number];

export const REPORT_CATEGORIES = ['TOPUPS', 'SPENDINGS'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;

/** Sandbox test cards (any future expiry, any 3-digit CVC). Real numbers never reach the sandbox. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
} as const;

export const CARD_PROVIDERS = ['sandbox', 'stripe', 'yookassa'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** Why a card charge failed, as a card processor reports it. */
export const CARD_FAILURES = ['CARD_DECLINED', 'CARD_INSUFFICIENT_FUNDS', 'CARD_EXPIRED', 'PAYMENT_PROVIDER_ERROR'] as const;
export type CardFailure = (typeof CARD_FAILURES)[number];
