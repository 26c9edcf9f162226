import type { StockPoint } from '@ledgerhouse/contracts';
import { paths } from '../../../app/paths';

/** The shipment's or the order's own modal over its list; null for a change without a seller-facing document. */
export function documentHref(point: Pick<StockPoint, 'document' | 'documentId'>): string | null {
  if (!point.document) return null;
  return point.document.kind === 'ORDER'
    ? paths.orderView.href('all', point.documentId)
    : `${paths.shipmentsInbound.href()}/${point.documentId}`;
}
