// One timeline entry as a sentence in the reader's language, from the event's type and data (never from stored text).
import type { InboundEvent } from '@ledgerhouse/contracts';

export type TimelineTranslate = (key: string, values?: Record<string, unknown>) => string;

const pieces = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export function timelineText(event: { type: string; data: unknown }, t: TimelineTranslate, money: (cents: number) => string): string {
  if (event.type === 'ReturnLabelPurchased') {
    const label = event.data as { carrier: string; service: string; costCents: number };
    return t('timeline.events.ReturnLabelPurchased', { carrier: label.carrier, service: label.service, price: money(label.costCents) });
  }
  const known = event as InboundEvent;
  switch (known.type) {
    case 'InboundDraftCreated':
    case 'InboundDraftUpdated':
    case 'InboundDraftDeleted':
    case 'InboundCanceled':
    case 'InboundDelivered':
    case 'InboundCheckStarted':
    case 'InboundSearchStarted':
    case 'InboundMarkedLost':
    case 'InboundLocated':
      return t(`timeline.events.${known.type}`);
    case 'InboundSubmitted':
    case 'InboundLinesChanged':
      return t(`timeline.events.${known.type}`, { pieces: pieces(known.data.lines), products: known.data.lines.length });
    case 'InboundCommentAdded':
      return t('timeline.events.InboundCommentAdded', { text: known.data.text });
    case 'InboundUnitsReceived':
      return t(known.data.damaged ? 'timeline.events.InboundUnitsReceivedDamaged' : 'timeline.events.InboundUnitsReceived', {
        quantity: known.data.quantity,
        barcode: known.data.barcode,
      });
    case 'InboundReceiptCorrected':
      return t('timeline.events.InboundReceiptCorrected', {
        delta: known.data.delta > 0 ? `+${known.data.delta}` : String(known.data.delta),
        reason: known.data.reason,
      });
    case 'InboundAccepted': {
      const sum = (key: 'received' | 'damaged' | 'declared') => known.data.received.reduce((total, line) => total + line[key], 0);
      return t('timeline.events.InboundAccepted', { received: sum('received'), damaged: sum('damaged'), declared: sum('declared') });
    }
    case 'InboundUnitsPlaced':
      return t('timeline.events.InboundUnitsPlaced', { quantity: known.data.quantity, locationCode: known.data.locationCode });
    case 'InboundCostsCalculated':
      return t('timeline.events.InboundCostsCalculated', { total: money(known.data.costs.totalCents) });
    case 'InboundPaymentRequested':
    case 'InboundPaid':
      return t(`timeline.events.${known.type}`, { amount: money(known.data.amountCents) });
    case 'InboundPaymentFailed':
      return t('timeline.events.InboundPaymentFailed', { reason: t(`timeline.paymentFailure.${known.data.reason}`) });
    default:
      return t('timeline.events.unknown', { type: (known as { type: string }).type });
  }
}
