// One order event as a sentence in the reader's language (namespace orderTimeline), from its type and data (never from
// stored text). Shared by the seller's order view and the warehouse's fulfillment modal.
import type { OrderEvent } from '@ledgerhouse/contracts';

export type OrderTimelineTranslate = (key: string, values?: Record<string, unknown>) => string;

const units = (lines: readonly { quantity: number }[] | undefined) => (lines ?? []).reduce((sum, line) => sum + line.quantity, 0);

export function orderTimelineText(
  event: { type: string; data: unknown },
  t: OrderTimelineTranslate,
  money: (cents: number) => string,
): string {
  const known = event as OrderEvent;
  switch (known.type) {
    case 'OrderPlaced':
      return t('events.OrderPlaced', { pieces: units(known.data.lines), products: known.data.lines?.length ?? 0 });
    case 'OrderEdited':
      return t('events.OrderEdited', { pieces: units(known.data.lines), products: known.data.lines.length });
    case 'OrderReservationShort':
      return t('events.OrderReservationShort', {
        missing: known.data.missing.map((m) => `${m.sku} ${m.available}/${m.requested}`).join(', '),
      });
    case 'FulfillmentStarted':
      return t(known.data.automatic ? 'events.FulfillmentStartedAutomatically' : 'events.FulfillmentStarted');
    case 'LabelAttached':
      return t('events.LabelAttached', { carrier: known.data.label.carrier, trackingNumber: known.data.label.trackingNumber });
    case 'LabelPurchaseFailed':
      return t('events.LabelPurchaseFailed', { reason: known.data.reason });
    case 'FulfillmentCostsCalculated':
      return t('events.FulfillmentCostsCalculated', { total: money(known.data.costs.totalCents) });
    case 'FulfillmentPaid':
      return t('events.FulfillmentPaid', { amount: money(known.data.amountCents) });
    case 'FulfillmentPaymentFailed':
      return t('events.FulfillmentPaymentFailed', { reason: known.data.reason });
    case 'UnitsPicked':
      return t('events.UnitsPicked', { quantity: known.data.quantity });
    case 'OrderCommentAdded':
      return t(known.data.author === 'MANAGER' ? 'events.ManagerComment' : 'events.SellerComment', { text: known.data.text });
    case 'OrderRegistrationChanged':
      return t('events.OrderRegistrationChanged', { registration: t(`registration.${known.data.registration}`) });
    case 'OrderReserved':
    case 'OrderReservationRetried':
    case 'LabelPurchaseRequested':
    case 'FulfillmentPaymentRequested':
    case 'PickingStarted':
    case 'OrderPicked':
    case 'OrderPacked':
    case 'OrderAddedToManifest':
    case 'OrderRemovedFromManifest':
    case 'OrderHandedOver':
    case 'OrderCanceled':
    case 'ShipmentCanceled':
    case 'ReturnShipmentCreated':
      return t(`events.${known.type}`);
    default:
      return t('events.unknown', { type: (known as { type: string }).type });
  }
}
