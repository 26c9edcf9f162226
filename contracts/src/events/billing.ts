// Billing facts. Every cent is an event: a wallet's balance is the fold of its wallet-<userId> stream.
import type { CardFailure, CardProvider, Plan, SpendingPurpose, TopUpSource } from '../billing/constants';
import type { SpendingReference } from '../billing/spending-reference';

/** cards-<userId>: the seller's linked cards; only the processor's token and the last four digits are kept. */
export type CardEvent =
  | {
      type: 'CardLinked';
      data: {
        cardId: string;
        provider: CardProvider;
        token: string;
        brand: string;
        last4: string;
        expMonth: number;
        expYear: number;
        primary: boolean;
        at: string;
      };
    }
  | { type: 'PrimaryCardChanged'; data: { cardId: string; at: string } }
  | { type: 'CardRemoved'; data: { cardId: string; at: string } };

export interface AutoTopUpSettings {
  enabled: boolean;
  minimumAmountCents: number;
  /** Optional: without it a spending never triggers an auto top-up. */
  triggerLevelCents: number | null;
}

/** wallet-<userId>: every top-up, spending, refusal and auto top-up, with the balance after each. */
export type WalletEvent =
  /**
   * A card top-up about to be charged, recorded before the processor is called under `idempotencyKey`; settled by the
   * WalletToppedUp or TopUpFailed with the same entryId (after a crash, by the recovery pass asking the processor).
   * Moves no money.
   */
  | {
      type: 'TopUpRequested';
      data: { entryId: string; source: TopUpSource; amountCents: number; cardId: string; idempotencyKey: string; at: string };
    }
  | {
      type: 'WalletToppedUp';
      data: {
        entryId: string;
        source: TopUpSource;
        amountCents: number;
        balanceAfterCents: number;
        cardId: string | null;
        paymentId: string | null;
        comment: string | null;
        /** A REFUND's spending (absent on refunds recorded before partial refunds existed: those gave it all back). */
        refundOf?: { purpose: SpendingPurpose; documentId: string };
        at: string;
      };
    }
  | {
      type: 'TopUpFailed';
      data: {
        entryId: string;
        source: TopUpSource;
        amountCents: number;
        cardId: string | null;
        paymentId: string | null;
        failure: CardFailure;
        at: string;
      };
    }
  /**
   * `reference`: what a system-made spending pays for (plan and period, storage month), worded by each screen in its
   * language; absent on staff spendings, whose `notes` are typed by staff. Spendings recorded before it existed get it
   * from their document id on read (services/src/persistence/upcasters.ts).
   */
  | {
      type: 'WalletSpent';
      data: {
        entryId: string;
        purpose: SpendingPurpose;
        amountCents: number;
        balanceAfterCents: number;
        documentId: string;
        notes: string | null;
        reference?: SpendingReference;
        at: string;
      };
    }
  | {
      type: 'SpendingRefused';
      data: {
        entryId: string;
        purpose: SpendingPurpose;
        amountCents: number;
        balanceCents: number;
        documentId: string;
        notes: string | null;
        reference?: SpendingReference;
        at: string;
      };
    }
  | { type: 'AutoTopUpConfigured'; data: AutoTopUpSettings & { at: string } }
  /** Emitted with the spending that took the balance below the trigger; exactly one per crossing. */
  | { type: 'AutoTopUpRequested'; data: { requestId: string; amountCents: number; balanceCents: number; at: string } };

/** subscription-<userId>: the plan held, its paid periods, the upcoming plan. */
export type SubscriptionEvent =
  | {
      type: 'PlanStarted';
      data: {
        plan: Plan;
        periodStart: string;
        periodEnd: string | null;
        amountCents: number;
        discountCents: number;
        promoCode: string | null;
        spendingEntryId: string | null;
        freeMonth: boolean;
        at: string;
      };
    }
  | {
      type: 'SubscriptionRenewed';
      data: { plan: Plan; periodStart: string; periodEnd: string; amountCents: number; spendingEntryId: string; at: string };
    }
  | { type: 'DowngradeScheduled'; data: { toPlan: Plan; effectiveAt: string; at: string } }
  | { type: 'DowngradeCanceled'; data: { at: string } }
  | {
      type: 'SubscriptionEnded';
      data: { plan: Plan; reason: 'DOWNGRADED' | 'RENEWAL_FAILED' | 'ACCOUNT_DEACTIVATED' | 'REPLACED'; at: string };
    }
  | { type: 'FreeReceivingUsed'; data: { minutes: number; documentId: string; at: string } };

export interface PromoCodeTerms {
  code: string;
  discountPercent: number;
  /** The plan it applies to. */
  plan: Exclude<Plan, 'free'>;
  usageLimit: number | null;
  expiresAt: string | null;
}

/** promo-code-<id>: terms, deactivation and every redemption (the stream serialises the usage limit). */
export type PromoCodeEvent =
  | { type: 'PromoCodeCreated'; data: PromoCodeTerms & { promoCodeId: string; at: string } }
  | { type: 'PromoCodeUpdated'; data: { changes: Partial<PromoCodeTerms>; at: string } }
  | { type: 'PromoCodeDeactivated'; data: { at: string } }
  | { type: 'PromoCodeRedeemed'; data: { userId: string; plan: Plan; discountCents: number; at: string } }
  /** The plan change the redemption was for failed (the wallet refused): the use is given back. */
  | { type: 'PromoCodeReleased'; data: { userId: string; at: string } };

/** promo-claim-<sha256(code)>: a code belongs to one promo code (appended with expected version 0). */
export type PromoCodeClaimEvent = { type: 'PromoCodeClaimed'; data: { promoCodeId: string } };

/** storage-<userId>: the daily stored volume and the monthly fee charged for it. */
export type StorageEvent =
  | { type: 'StorageVolumeRecorded'; data: { day: string; cubicFeet: number; at: string } }
  | {
      type: 'StorageFeeCharged';
      data: {
        period: string;
        averageDailyCubicFeet: number;
        priceCents: number;
        paid: boolean;
        spendingEntryId: string | null;
        at: string;
      };
    };
