// Events and commands of one order, for the decider's specs and the property test.
import type { FulfillmentOptions, OrderEvent, OrderLabel, OrderLine } from '@ledgerhouse/contracts';
import type { OrderCommand } from './order-commands';

export const at = new Date('2027-03-01T10:00:00.000Z');
export const iso = at.toISOString();
export const seller = 'seller-1';
export const otherSeller = 'seller-2';
export const orderId = 'order-1';

export const lines: OrderLine[] = [
  { productId: 'product-a', sku: 'SKU-A', quantity: 2, priceCents: 1250 },
  { productId: 'product-b', sku: 'SKU-B', quantity: 1, priceCents: 500 },
];
export const buyer = { fullName: 'Ada Lovelace', phone: '+1 555 010 0000' };
export const address = { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St', line2: null };
export const source = { channel: 'MANUAL' as const, channelAccountId: null, channelOrderId: null };
export const buyLabel: FulfillmentOptions = {
  label: { kind: 'BUY', priority: 'CHEAPEST' },
  commercialInvoiceFileId: null,
  insurance: false,
  noteOnLabel: null,
  taxpayer: null,
  comment: null,
};
export const label: OrderLabel = {
  carrier: 'SANDBOX',
  service: 'GROUND',
  trackingNumber: 'SBX123456',
  fileId: null,
  costCents: 750,
  carrierLabelId: 'lbl-1',
  estimatedDays: 3,
};
export const costs = { pickPackCents: 300, labelCents: 750, extraServicesCents: 0, totalCents: 1050 };

const e = <T extends OrderEvent['type']>(type: T, data: Omit<Extract<OrderEvent, { type: T }>['data'], 'at'>) =>
  ({ type, data: { ...data, at: iso } }) as OrderEvent;

export const placed: OrderEvent = {
  type: 'OrderPlaced',
  data: { orderId, sellerId: seller, placedAt: iso, number: 'SO-1', orderDate: iso, source, buyer, address, note: null, lines },
};
export const reserved = e('OrderReserved', {});
export const short = e('OrderReservationShort', { missing: [{ productId: 'product-a', sku: 'SKU-A', requested: 2, available: 1 }] });
export const retried = e('OrderReservationRetried', {});
export const started = e('FulfillmentStarted', { options: buyLabel, automatic: false });
export const labelRequested = e('LabelPurchaseRequested', { requestId: 'req-1' });
export const labelAttached = e('LabelAttached', { label });
export const labelFailed = e('LabelPurchaseFailed', { requestId: 'req-1', reason: 'No rate' });
export const costed = e('FulfillmentCostsCalculated', { costs });
export const paymentRequested = e('FulfillmentPaymentRequested', { attempt: 1 });
export const paid = e('FulfillmentPaid', { amountCents: 1050 });
export const paymentFailed = e('FulfillmentPaymentFailed', { reason: 'Insufficient balance' });
export const pickingStarted = e('PickingStarted', {});
export const unitsPicked = (productId: string, quantity: number, scanId = `scan-${productId}-${quantity}`) =>
  e('UnitsPicked', { scanId, productId, binId: 'bin-1', quantity });
export const picked = e('OrderPicked', {});
export const packed = e('OrderPacked', {});
export const addedToManifest = e('OrderAddedToManifest', { manifestId: 'man-1' });
export const handedOver = e('OrderHandedOver', { manifestId: 'man-1' });
export const canceled = e('OrderCanceled', {});
export const shipmentCanceled = e('ShipmentCanceled', {});

/** The history of an order at each point of its life. */
export const histories = {
  ready: [placed, reserved],
  processing: [placed, reserved, started],
  labeled: [placed, reserved, started, labelRequested, labelAttached],
  paid: [placed, reserved, started, labelRequested, labelAttached, costed, paymentRequested, paid],
  picking: [placed, reserved, started, labelRequested, labelAttached, costed, paymentRequested, paid, pickingStarted],
  picked: [
    ...[placed, reserved, started, labelRequested, labelAttached, costed, paymentRequested, paid, pickingStarted],
    ...[unitsPicked('product-a', 2), unitsPicked('product-b', 1), picked],
  ],
};
export const packedHistory = [...histories.picked, packed];
export const manifestedHistory = [...packedHistory, addedToManifest];

/** Every command, for one order, with sensible arguments (the property test draws from these). */
export const commands = {
  place: (over: Partial<Extract<OrderCommand, { type: 'PlaceOrder' }>> = {}): OrderCommand => ({
    type: 'PlaceOrder',
    orderId,
    sellerId: seller,
    number: 'SO-1',
    orderDate: iso,
    source,
    buyer,
    address,
    note: null,
    lines,
    at,
    ...over,
  }),
  edit: (over: Partial<Extract<OrderCommand, { type: 'EditOrder' }>> = {}): OrderCommand => ({
    type: 'EditOrder',
    sellerId: seller,
    orderDate: iso,
    buyer: { ...buyer, fullName: 'Grace Hopper' },
    address,
    note: 'Ring twice',
    lines,
    at,
    ...over,
  }),
  start: (sellerId = seller, options = buyLabel): OrderCommand => ({ type: 'StartFulfillment', sellerId, options, automatic: false, at }),
  cancel: (sellerId = seller): OrderCommand => ({ type: 'CancelOrder', sellerId, at }),
  cancelShipment: (sellerId = seller): OrderCommand => ({ type: 'CancelShipment', sellerId, at }),
  sellerComment: (sellerId = seller): OrderCommand => ({ type: 'AddComment', author: 'SELLER', sellerId, text: 'Hi', at }),
  managerComment: (): OrderCommand => ({ type: 'AddComment', author: 'MANAGER', text: 'Noted', at }),
  recordReturn: (inboundShipmentId = 'in-1'): OrderCommand => ({ type: 'RecordReturnShipment', sellerId: seller, inboundShipmentId, at }),
  reserved: (): OrderCommand => ({ type: 'RecordReservation', result: { ok: true }, at }),
  short: (): OrderCommand => ({
    type: 'RecordReservation',
    result: { ok: false, missing: [{ productId: 'product-a', sku: 'SKU-A', requested: 2, available: 1 }] },
    at,
  }),
  retry: (): OrderCommand => ({ type: 'RetryReservation', at }),
  requestLabel: (requestId = 'req-1'): OrderCommand => ({ type: 'RequestLabelPurchase', requestId, at }),
  attachLabel: (attached: OrderLabel = label): OrderCommand => ({ type: 'AttachLabel', label: attached, at }),
  labelFailure: (requestId = 'req-1'): OrderCommand => ({ type: 'RecordLabelFailure', requestId, reason: 'No rate', at }),
  recordCosts: (): OrderCommand => ({ type: 'RecordCosts', costs, at }),
  requestPayment: (): OrderCommand => ({ type: 'RequestPayment', at }),
  paid: (): OrderCommand => ({ type: 'RecordPayment', result: { ok: true, amountCents: 1050 }, at }),
  paymentFailed: (): OrderCommand => ({ type: 'RecordPayment', result: { ok: false, reason: 'Insufficient balance' }, at }),
  startPicking: (): OrderCommand => ({ type: 'StartPicking', at }),
  pick: (productId: string, quantity: number, scanId = `scan-${productId}-${quantity}`): OrderCommand => ({
    type: 'PickUnits',
    units: { scanId, productId, binId: 'bin-1', quantity },
    at,
  }),
  pack: (): OrderCommand => ({ type: 'Pack', at }),
  addToManifest: (manifestId = 'man-1'): OrderCommand => ({ type: 'AddToManifest', manifestId, at }),
  removeFromManifest: (manifestId = 'man-1'): OrderCommand => ({ type: 'RemoveFromManifest', manifestId, at }),
  handOver: (manifestId = 'man-1'): OrderCommand => ({ type: 'HandOver', manifestId, at }),
  registration: (): OrderCommand => ({ type: 'RecordRegistration', registration: 'PENDING', at }),
};
