// Events and commands of one inbound shipment, for the decider's specs.
import type { InboundDelivery, InboundEvent, InboundLine, InboundStatus } from '@ledgerhouse/contracts';
import type { InboundCommand, ProductCatalog } from './inbound-shipment';

export const at = new Date('2027-03-01T10:00:00.000Z');
export const iso = at.toISOString();
export const later = new Date('2027-03-01T10:30:00.000Z');
export const seller = 'seller-1';
export const products: ProductCatalog = {
  'product-a': { sellerId: seller, deleted: false, barcode: 'CAT-A' },
  'product-b': { sellerId: seller, deleted: false, barcode: null },
  'product-gone': { sellerId: seller, deleted: true, barcode: null },
  'product-other': { sellerId: 'seller-2', deleted: false, barcode: null },
};
export const line = (productId: string, quantity: number, barcode: string): InboundLine => ({
  productId,
  quantity,
  barcode,
  packageSize: null,
  weight: null,
  countryOfOrigin: null,
});
export const lines = [line('product-a', 10, 'BC-A'), line('product-b', 5, 'BC-B')];
export const delivery: InboundDelivery = {
  trackingNumber: '1Z999',
  courierService: 'UPS',
  deliveryType: 'CUSTOM',
  packageType: null,
  comment: null,
};

const e = <T extends InboundEvent['type']>(type: T, data: Omit<Extract<InboundEvent, { type: T }>['data'], 'at'>) =>
  ({ type, data: { ...data, at: iso } }) as InboundEvent;

export const created = e('InboundDraftCreated', {
  shipmentId: 'ship-1',
  sellerId: seller,
  number: 'IN-000001',
  shipmentType: 'STANDARD',
  lines,
  delivery,
});
export const submitted = e('InboundSubmitted', { lines, delivery });
export const delivered = e('InboundDelivered', {});
export const checkStarted = e('InboundCheckStarted', {});
export const received = (productId: string, quantity: number, scanId = `scan-${productId}-${quantity}`, damaged = false) =>
  e('InboundUnitsReceived', { scanId, productId, barcode: 'BC', quantity, damaged });
export const searchStarted = e('InboundSearchStarted', {});
export const accepted = e('InboundAccepted', { received: [], billableSeconds: 60 });
export const placed = (productId: string, quantity: number, placementId = `place-${productId}-${quantity}`) =>
  e('InboundUnitsPlaced', { placementId, productId, sellerId: seller, locationCode: 'A-01-01', quantity });
export const located = e('InboundLocated', {});
export const lost = e('InboundMarkedLost', { note: null });
export const canceled = e('InboundCanceled', {});
export const deleted = e('InboundDraftDeleted', {});
const costs = {
  processingCostCents: 100,
  billableSeconds: 60,
  freeSeconds: 0,
  hourlyCostCents: 6000,
  labelCostCents: 0,
  stickerCount: 0,
  stickerCostCents: 0,
  totalCents: 100,
};
export const costed = e('InboundCostsCalculated', { costs });
export const requested = e('InboundPaymentRequested', { amountCents: 100, documentId: 'ship-1' });
export const paid = e('InboundPaid', { amountCents: 100 });
export const failed = e('InboundPaymentFailed', { reason: 'INSUFFICIENT_FUNDS' });

/** A history that ends in each status. */
export const histories: Record<InboundStatus, InboundEvent[]> = {
  DRAFT: [created],
  NOT_DELIVERED: [created, submitted],
  CANCELED: [created, submitted, canceled],
  DELIVERED: [created, submitted, delivered],
  CHECKING_DELIVERY: [created, submitted, delivered, checkStarted],
  ACCEPTING: [created, submitted, delivered, checkStarted, received('product-a', 3)],
  SEARCHING: [created, submitted, delivered, checkStarted, received('product-a', 1, 'scan-damaged', true), searchStarted],
  ACCEPTED: [created, submitted, delivered, checkStarted, received('product-a', 3), accepted],
  LOCATING: [created, submitted, delivered, checkStarted, received('product-a', 3), accepted, placed('product-a', 1)],
  LOCATED: [created, submitted, delivered, checkStarted, received('product-a', 3), accepted, placed('product-a', 3), located],
  LOST: [created, submitted, lost],
  PAYMENT: [created, submitted, delivered, checkStarted, accepted, located, costed],
  PAYMENT_PENDING: [created, submitted, delivered, checkStarted, accepted, located, costed, requested],
  PAID: [created, submitted, delivered, checkStarted, accepted, located, costed, requested, paid],
  PAYMENT_FAILED: [created, submitted, delivered, checkStarted, accepted, located, costed, requested, failed],
};

/** Each command of the shipment decider, and the one event it asks for. */
export const commands: { command: InboundCommand; event: InboundEvent['type'] }[] = [
  { command: { type: 'UpdateDraft', sellerId: seller, lines: [lines[0]!], delivery, products, at }, event: 'InboundDraftUpdated' },
  { command: { type: 'DeleteDraft', sellerId: seller, at }, event: 'InboundDraftDeleted' },
  { command: { type: 'Submit', sellerId: seller, products, at }, event: 'InboundSubmitted' },
  { command: { type: 'ChangeLines', sellerId: seller, lines: [lines[0]!], delivery: null, products, at }, event: 'InboundLinesChanged' },
  { command: { type: 'Cancel', sellerId: seller, at }, event: 'InboundCanceled' },
  { command: { type: 'AddComment', author: 'MANAGER', text: 'Two boxes', at }, event: 'InboundCommentAdded' },
  { command: { type: 'MarkDelivered', at }, event: 'InboundDelivered' },
  { command: { type: 'StartCheck', at }, event: 'InboundCheckStarted' },
  {
    command: { type: 'Scan', scanId: 'new-scan', barcode: 'BC-A', quantity: 1, damaged: false, products, at },
    event: 'InboundUnitsReceived',
  },
  {
    command: { type: 'CorrectReceipt', productId: 'product-b', delta: 1, damaged: false, reason: 'miscount', at },
    event: 'InboundReceiptCorrected',
  },
  { command: { type: 'StartSearch', at }, event: 'InboundSearchStarted' },
  { command: { type: 'Accept', at: later }, event: 'InboundAccepted' },
  { command: { type: 'MarkLost', note: null, at }, event: 'InboundMarkedLost' },
  {
    command: { type: 'Place', placementId: 'new-place', locationCode: 'A-01-02', barcode: 'BC-A', quantity: 1, products, at },
    event: 'InboundUnitsPlaced',
  },
  { command: { type: 'FinishPlacement', at }, event: 'InboundLocated' },
];
