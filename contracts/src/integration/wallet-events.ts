// Public events of a seller's wallet (the wallet-<userId> stream): money in (a top-up or a refund), money out (a
// spending) and what was refused, each with the balance after, in integer cents. Key: the seller's user id. Cards,
// processor payment ids, idempotency keys and staff notes stay out.
import { z } from 'zod';
import { CARD_FAILURES, SPENDING_PURPOSES, TOPUP_SOURCES } from '../billing/constants';
import { legacySpendingReference, spendingReference, type SpendingReference } from '../billing/spending-reference';
import type { WalletEvent } from '../events/billing';
import { defineIntegrationEvent, draft, type PublicTranslators } from './define-event';
import { cents, entityId, instantUtc } from './public-fields';
import { INTEGRATION_TOPICS } from './topics';

const SELLER_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const entryId = z.string().describe("The wallet entry's id: a top-up's request and its outcome share it");
const paidBy = z.enum(TOPUP_SOURCES).exclude(['REFUND']);

export const walletToppedUpV1 = defineIntegrationEvent({
  type: 'wallet.topped_up.v1',
  topic: INTEGRATION_TOPICS.wallet,
  description: "Money was added to the seller's wallet: by card (MANUAL_FUND, AUTO_FUND) or by the warehouse's staff (BY_STAFF).",
  schema: z.strictObject({
    sellerId: entityId,
    entryId,
    source: paidBy,
    amountCents: cents,
    balanceAfterCents: cents,
    toppedUpAt: instantUtc,
  }),
  example: {
    sellerId: SELLER_ID,
    entryId: '2f3e4d5c-6b7a-4980-9a1b-2c3d4e5f6a7b',
    source: 'MANUAL_FUND',
    amountCents: 5000,
    balanceAfterCents: 12550,
    toppedUpAt: '2026-11-24T09:00:00.000Z',
  },
});

export const walletRefundedV1 = defineIntegrationEvent({
  type: 'wallet.refunded.v1',
  topic: INTEGRATION_TOPICS.wallet,
  description: 'A charge was given back to the wallet (e.g. a canceled shipment’s fulfillment).',
  schema: z.strictObject({ sellerId: entityId, entryId, amountCents: cents, balanceAfterCents: cents, refundedAt: instantUtc }),
  example: {
    sellerId: SELLER_ID,
    entryId: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
    amountCents: 1050,
    balanceAfterCents: 11500,
    refundedAt: '2026-11-24T13:00:01.000Z',
  },
});

export const walletTopUpFailedV1 = defineIntegrationEvent({
  type: 'wallet.top_up_failed.v1',
  topic: INTEGRATION_TOPICS.wallet,
  description: 'A card top-up was refused by the card processor; the balance did not change.',
  schema: z.strictObject({
    sellerId: entityId,
    entryId,
    source: paidBy,
    amountCents: cents,
    failure: z.enum(CARD_FAILURES),
    failedAt: instantUtc,
  }),
  example: {
    sellerId: SELLER_ID,
    entryId: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
    source: 'AUTO_FUND',
    amountCents: 10000,
    failure: 'CARD_DECLINED',
    failedAt: '2026-11-24T09:05:00.000Z',
  },
});

const spendingFields = {
  sellerId: entityId,
  entryId,
  purpose: z.enum(SPENDING_PURPOSES),
  amountCents: cents,
  documentId: z.string().describe('What the spending pays for: an order, inbound or forwarding shipment id, or a system document'),
  reference: spendingReference.nullable().describe('What a system-made spending is for (plan and period, storage month, …)'),
};

export const walletSpentV1 = defineIntegrationEvent({
  type: 'wallet.spent.v1',
  topic: INTEGRATION_TOPICS.wallet,
  description: 'Money was taken from the wallet for a service: a subscription, receiving, fulfillment, forwarding or storage.',
  schema: z.strictObject({ ...spendingFields, balanceAfterCents: cents, spentAt: instantUtc }),
  example: {
    sellerId: SELLER_ID,
    entryId: '8e9f0a1b-2c3d-4e4f-9a5b-6c7d8e9f0a1b',
    purpose: 'ORDER_FULFILLMENT',
    amountCents: 1050,
    documentId: '0b6f3c1e-2a4d-4c55-9f0e-3d2a1b4c5d6e',
    reference: { kind: 'ORDER_FULFILLMENT', number: '100001' },
    balanceAfterCents: 11500,
    spentAt: '2026-11-24T12:00:06.000Z',
  },
});

export const walletSpendingRefusedV1 = defineIntegrationEvent({
  type: 'wallet.spending_refused.v1',
  topic: INTEGRATION_TOPICS.wallet,
  description: 'A spending was refused: the balance was too low. Nothing was taken.',
  schema: z.strictObject({ ...spendingFields, balanceCents: cents.describe('The balance that was too low'), refusedAt: instantUtc }),
  example: {
    sellerId: SELLER_ID,
    entryId: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    purpose: 'STORAGE_FEE',
    amountCents: 2250,
    documentId: 'storage-7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6-2026-10',
    reference: { kind: 'STORAGE_FEE', period: '2026-10' },
    balanceCents: 1200,
    refusedAt: '2026-11-01T03:00:00.000Z',
  },
});

export const WALLET_EVENTS = [walletToppedUpV1, walletRefundedV1, walletTopUpFailedV1, walletSpentV1, walletSpendingRefusedV1];

/** Older spendings carry no reference: it is read back from their document id, as the wallet's screens do. */
const referenceOf = (d: { reference?: SpendingReference; documentId: string; notes: string | null }) =>
  d.reference ?? legacySpendingReference(d.documentId, d.notes);

export const walletTranslators: PublicTranslators<WalletEvent> = {
  streamPrefix: 'wallet-',
  translate: {
    WalletToppedUp: (d, { sellerId }) => {
      const { entryId, amountCents, balanceAfterCents, at } = d;
      if (d.source === 'REFUND')
        return [draft(walletRefundedV1, sellerId, { sellerId, entryId, amountCents, balanceAfterCents, refundedAt: at })];
      return [draft(walletToppedUpV1, sellerId, { sellerId, entryId, source: d.source, amountCents, balanceAfterCents, toppedUpAt: at })];
    },
    TopUpFailed: (d, { sellerId }) => {
      // A refund is never refused; should one appear, it is no card top-up to report.
      if (d.source === 'REFUND') return [];
      const { entryId, amountCents, failure, at } = d;
      return [draft(walletTopUpFailedV1, sellerId, { sellerId, entryId, source: d.source, amountCents, failure, failedAt: at })];
    },
    WalletSpent: (d, { sellerId }) => [
      draft(walletSpentV1, sellerId, {
        sellerId,
        entryId: d.entryId,
        purpose: d.purpose,
        amountCents: d.amountCents,
        documentId: d.documentId,
        reference: referenceOf(d),
        balanceAfterCents: d.balanceAfterCents,
        spentAt: d.at,
      }),
    ],
    SpendingRefused: (d, { sellerId }) => [
      draft(walletSpendingRefusedV1, sellerId, {
        sellerId,
        entryId: d.entryId,
        purpose: d.purpose,
        amountCents: d.amountCents,
        documentId: d.documentId,
        reference: referenceOf(d),
        balanceCents: d.balanceCents,
        refusedAt: d.at,
      }),
    ],
  },
};
