// One fulfillment of an order, from FulfillmentStarted to the ShipmentCanceled (or OrderCanceled) that ends it: a
// canceled shipment may be handed over again, so its label request and its wallet charge are keyed by the attempt
// (the version of its FulfillmentStarted), never by the order alone.
import { fulfillmentCosts, goodsValueCents, type FulfillmentCosts, type OrderEvent, type OrderLabel } from '@ledgerhouse/contracts';
import type { OrderState } from '../../domain/order';

type Stored = { type: string; data: unknown; version: number };

export interface FulfillmentAttempt {
  /** The version of its FulfillmentStarted: what keys its label request and charge. */
  startedVersion: number;
  events: Stored[];
}

/** The label purchase request of an attempt: the carrier's idempotency key, so a resumed purchase buys nothing twice. */
export const labelRequestId = (orderId: string, startedVersion: number) => `order-${orderId}-label-${startedVersion}`;
/** The wallet document of an attempt's charge (ORDER_FULFILLMENT is idempotent per document). */
export const paymentDocumentId = (orderId: string, startedVersion: number) => `${orderId}-${startedVersion}`;

const ENDS = new Set(['ShipmentCanceled', 'OrderCanceled']);

/** The attempt `version` belongs to (its own event included), or null when no fulfillment had started by then. */
export function attemptAt(history: readonly Stored[], version: number): FulfillmentAttempt | null {
  let started: Stored | undefined;
  for (const event of history) {
    if (event.version > version) break;
    if (event.type === 'FulfillmentStarted') started = event;
  }
  if (!started) return null;
  const events: Stored[] = [];
  for (const event of history) {
    if (event.version < started.version) continue;
    if (event.version > started.version && event.type === 'FulfillmentStarted') break;
    events.push(event);
    if (ENDS.has(event.type)) break;
  }
  return { startedVersion: started.version, events };
}

/** True when `version` is in the order's open attempt: nothing has ended it or started another since. */
export function isOpenAttempt(history: readonly Stored[], version: number): boolean {
  const attempt = attemptAt(history, version);
  if (!attempt) return false;
  const ended = attempt.events.some((e) => ENDS.has(e.type));
  return !ended && !history.some((e) => e.version > attempt.startedVersion && e.type === 'FulfillmentStarted');
}

/** The label an attempt attached last (the one to void when it ends). */
export function labelOf(attempt: FulfillmentAttempt): OrderLabel | null {
  const attached = attempt.events.filter((e) => e.type === 'LabelAttached').at(-1);
  return attached ? (attached.data as Extract<OrderEvent, { type: 'LabelAttached' }>['data']).label : null;
}

/** The wallet document of the part of the bill that exceeded the charge taken before the label was bought. */
export const differenceDocumentId = (orderId: string, startedVersion: number) => `${paymentDocumentId(orderId, startedVersion)}-difference`;

/**
 * True when the attempt may have charged the wallet (a charge may have gone through even if its outcome was not
 * recorded): it asked for payment, or asked for a label to buy, which is paid before it is bought.
 */
export const askedForPayment = (attempt: FulfillmentAttempt) =>
  attempt.events.some((e) => e.type === 'FulfillmentPaymentRequested' || e.type === 'LabelPurchaseRequested');

/** The bill of the order's current fulfillment: its units, goods value and extras, and the label it carries. */
export function costsOf(state: OrderState): FulfillmentCosts {
  const units = state.lines.reduce((sum, line) => sum + line.quantity, 0);
  return fulfillmentCosts({
    units,
    labelCents: state.label?.costCents ?? 0,
    goodsValueCents: goodsValueCents(state.lines),
    insurance: state.options?.insurance ?? false,
    commercialInvoice: Boolean(state.options?.commercialInvoiceFileId),
  });
}
