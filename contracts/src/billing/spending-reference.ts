// What a system-made spending is for, as facts (plan and period, or storage month), so every screen and report
// words it in its own language; spendings made by staff carry their own notes and document number instead.
import { z } from 'zod';
import type { Locale } from '../locale';
import { PLANS, type Plan } from './constants';

export const spendingReference = z.discriminatedUnion('kind', [
  /** A plan's payment: `periodStart` is the instant the paid period starts; `renewal` for a monthly renewal. */
  z.object({ kind: z.literal('SUBSCRIPTION'), plan: z.enum(PLANS), periodStart: z.string(), renewal: z.boolean() }),
  /** A month's storage fee: `period` is YYYY-MM. */
  z.object({ kind: z.literal('STORAGE_FEE'), period: z.string().regex(/^\d{4}-\d{2}$/) }),
  /** A forwarding shipment's processing cost: the label tracking number the seller gave. */
  z.object({ kind: z.literal('FORWARDING_SHIPMENT'), trackingNumber: z.string() }),
  /** An inbound shipment's receiving costs: the shipment's number. */
  z.object({ kind: z.literal('INBOUND_SHIPMENT'), number: z.string() }),
  /** An order's fulfillment costs (pick and pack, label, extra services): the order's number. */
  z.object({ kind: z.literal('ORDER_FULFILLMENT'), number: z.string() }),
  /** A return label bought through the app: the returned order's number. */
  z.object({ kind: z.literal('RETURN_SHIPMENT'), number: z.string() }),
]);
export type SpendingReference = z.infer<typeof spendingReference>;

const words: Record<
  Locale,
  {
    subscription: string;
    renewal: string;
    storageFee: string;
    forwarding: string;
    inbound: string;
    fulfillment: string;
    returnLabel: string;
    plans: Record<Plan, string>;
  }
> = {
  'en-US': {
    subscription: 'Subscription',
    renewal: 'Subscription renewal',
    storageFee: 'Storage fee',
    forwarding: 'Forwarding shipment',
    inbound: 'Inbound shipment',
    fulfillment: 'Order fulfillment',
    returnLabel: 'Return label',
    plans: { free: 'Pay as you go', basic: 'Basic', premium: 'Premium' },
  },
  'ru-RU': {
    subscription: 'Подписка',
    renewal: 'Продление подписки',
    storageFee: 'Плата за хранение',
    forwarding: 'Переадресация',
    inbound: 'Входящая поставка',
    fulfillment: 'Исполнение заказа',
    returnLabel: 'Этикетка возврата',
    plans: { free: 'Оплата по факту', basic: 'Базовый', premium: 'Премиум' },
  },
};

/** "Subscription · Basic · Nov 23, 2026" / "Подписка · Базовый · 23 нояб. 2026 г."; "Storage fee · March 2027". */
export function describeSpendingReference(reference: SpendingReference, locale: Locale): string {
  const w = words[locale];
  switch (reference.kind) {
    case 'SUBSCRIPTION': {
      const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(reference.periodStart),
      );
      return [reference.renewal ? w.renewal : w.subscription, w.plans[reference.plan], day].join(' · ');
    }
    case 'STORAGE_FEE': {
      const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${reference.period}-01T00:00:00Z`),
      );
      return [w.storageFee, month].join(' · ');
    }
    case 'FORWARDING_SHIPMENT':
      return [w.forwarding, reference.trackingNumber].join(' · ');
    case 'INBOUND_SHIPMENT':
      return [w.inbound, reference.number].join(' · ');
    case 'ORDER_FULFILLMENT':
      return [w.fulfillment, reference.number].join(' · ');
    case 'RETURN_SHIPMENT':
      return [w.returnLabel, reference.number].join(' · ');
    default: {
      const unreachable: never = reference;
      return unreachable;
    }
  }
}

const SUBSCRIPTION_DOCUMENT = /^subscription-[0-9a-f-]{36}-(free|basic|premium)-(\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/;
const STORAGE_DOCUMENT = /^storage-[0-9a-f-]{36}-(\d{4}-\d{2})$/;

/**
 * The facts of a spending recorded before references existed, read back from its system-made document id
 * (`subscription-<user>-<plan>-<start>`, `storage-<user>-<YYYY-MM>`); null for anything else (staff spendings).
 */
export function legacySpendingReference(documentId: string, notes: string | null): SpendingReference | null {
  const subscription = SUBSCRIPTION_DOCUMENT.exec(documentId);
  if (subscription)
    return {
      kind: 'SUBSCRIPTION',
      plan: subscription[1] as Plan,
      periodStart: subscription[2],
      renewal: notes?.includes('renewal') ?? false,
    };
  const storage = STORAGE_DOCUMENT.exec(documentId);
  if (storage) return { kind: 'STORAGE_FEE', period: storage[1] };
  return null;
}
