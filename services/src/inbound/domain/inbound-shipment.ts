// inbound-<shipmentId>: one inbound shipment from the seller's draft to the last unit placed in a bin. (The money end,
// costs and payment, is inbound-payment.ts, driven by the saga.) Every event the decider answers must be allowed by
// INBOUND_TRANSITIONS for the current status, else INBOUND_STATUS_CONFLICT.
import {
  ErrorCode,
  type InboundDelivery,
  type InboundEvent,
  type InboundEventType,
  type InboundLine,
  type InboundStatus,
  type InboundType,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { nextStatus, type From } from './transitions';

export const inboundShipmentStream = (shipmentId: string) => `inbound-${shipmentId}`;

/** What the catalog says of a product the seller names (looked up by the command handler). */
export interface ProductFacts {
  sellerId: string;
  deleted: boolean;
  barcode: string | null;
}
export type ProductCatalog = Readonly<Record<string, ProductFacts | undefined>>;

export interface Counts {
  good: number;
  damaged: number;
}

export interface InboundState {
  status: From | 'deleted';
  shipmentId: string | null;
  sellerId: string | null;
  shipmentType: InboundType | null;
  lines: readonly InboundLine[];
  delivery: InboundDelivery | null;
  received: Readonly<Record<string, Counts>>;
  placed: Readonly<Record<string, number>>;
  /** Ids of the scans and placements counted, newest first (a shared list: folding a long stream stays linear). */
  scanIds: IdList;
  placementIds: IdList;
  checkStartedAt: string | null;
}

export const initialInboundState: InboundState = {
  status: null,
  shipmentId: null,
  sellerId: null,
  shipmentType: null,
  lines: [],
  delivery: null,
  received: {},
  placed: {},
  scanIds: null,
  placementIds: null,
  checkStartedAt: null,
};

/** Seller commands carry the seller: another seller's shipment is NOT_FOUND. Warehouse commands carry none. */
export type InboundCommand =
  | {
      type: 'CreateDraft';
      shipmentId: string;
      sellerId: string;
      number: string;
      shipmentType: InboundType;
      lines: InboundLine[];
      delivery: InboundDelivery | null;
      products: ProductCatalog;
      at: Date;
    }
  | { type: 'UpdateDraft'; sellerId: string; lines: InboundLine[]; delivery: InboundDelivery | null; products: ProductCatalog; at: Date }
  | { type: 'DeleteDraft'; sellerId: string; at: Date }
  /** `products`: the draft's products as they are now (one deleted since the draft was saved is refused). */
  | { type: 'Submit'; sellerId: string; products: ProductCatalog; at: Date }
  /** `delivery` null keeps the current one. */
  | { type: 'ChangeLines'; sellerId: string; lines: InboundLine[]; delivery: InboundDelivery | null; products: ProductCatalog; at: Date }
  | { type: 'Cancel'; sellerId: string; at: Date }
  | { type: 'AddComment'; author: 'SELLER'; sellerId: string; text: string; at: Date }
  | { type: 'AddComment'; author: 'MANAGER'; text: string; at: Date }
  | { type: 'MarkDelivered'; at: Date }
  | { type: 'StartCheck'; at: Date }
  | { type: 'Scan'; scanId: string; barcode: string; quantity: number; damaged: boolean; products: ProductCatalog; at: Date }
  | { type: 'CorrectReceipt'; productId: string; delta: number; damaged: boolean; reason: string; at: Date }
  | { type: 'StartSearch'; at: Date }
  | { type: 'Accept'; at: Date }
  | { type: 'MarkLost'; note: string | null; at: Date }
  | { type: 'Place'; placementId: string; locationCode: string; barcode: string; quantity: number; products: ProductCatalog; at: Date }
  | { type: 'FinishPlacement'; at: Date };

const ZERO: Counts = { good: 0, damaged: 0 };
export const countsOf = (state: InboundState, productId: string): Counts => state.received[productId] ?? ZERO;
export const placedOf = (state: InboundState, productId: string): number => state.placed[productId] ?? 0;
/** An immutable list: adding shares the rest, so each event costs O(1) and a lookup O(n) once per command. */
export type IdList = { readonly id: string; readonly next: IdList } | null;
const withItem = (list: IdList, id: string): IdList => ({ id, next: list });
export function listHas(list: IdList, id: string): boolean {
  for (let node = list; node; node = node.next) if (node.id === id) return true;
  return false;
}

function evolve(state: InboundState, event: InboundEvent): InboundState {
  const status = state.status === 'deleted' ? state.status : (nextStatus(state.status, event.type) ?? state.status);
  switch (event.type) {
    case 'InboundDraftCreated': {
      const { shipmentId, sellerId, shipmentType, lines, delivery } = event.data;
      return { ...state, status, shipmentId, sellerId, shipmentType, lines, delivery };
    }
    case 'InboundDraftUpdated':
    case 'InboundSubmitted':
    case 'InboundLinesChanged':
      return { ...state, status, lines: event.data.lines, delivery: event.data.delivery };
    case 'InboundCheckStarted':
      return { ...state, status, checkStartedAt: event.data.at };
    case 'InboundUnitsReceived': {
      const { productId, quantity, damaged, scanId } = event.data;
      const was = countsOf(state, productId);
      const counts = damaged ? { ...was, damaged: was.damaged + quantity } : { ...was, good: was.good + quantity };
      return { ...state, status, received: { ...state.received, [productId]: counts }, scanIds: withItem(state.scanIds, scanId) };
    }
    case 'InboundReceiptCorrected': {
      const { productId, delta, damaged } = event.data;
      const was = countsOf(state, productId);
      const counts = damaged ? { ...was, damaged: was.damaged + delta } : { ...was, good: was.good + delta };
      return { ...state, status, received: { ...state.received, [productId]: counts } };
    }
    case 'InboundUnitsPlaced': {
      const { productId, quantity, placementId } = event.data;
      const placed = { ...state.placed, [productId]: placedOf(state, productId) + quantity };
      return { ...state, status, placed, placementIds: withItem(state.placementIds, placementId) };
    }
    case 'InboundDraftDeleted':
    case 'InboundCanceled':
    case 'InboundCommentAdded':
    case 'InboundDelivered':
    case 'InboundSearchStarted':
    case 'InboundAccepted':
    case 'InboundMarkedLost':
    case 'InboundLocated':
    case 'InboundCostsCalculated':
    case 'InboundPaymentRequested':
    case 'InboundPaid':
    case 'InboundPaymentFailed':
      return { ...state, status };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function raise(code: ErrorCode, params: Record<string, unknown> = {}): never {
  throw new DomainError(code, params);
}

/** ≥ 1 line, each product once, the seller's own and not deleted; no barcode on two lines. */
function checkLines(lines: readonly InboundLine[], sellerId: string, products: ProductCatalog): void {
  if (lines.length === 0) raise(ErrorCode.INBOUND_NO_PRODUCTS);
  const seenProducts = new Set<string>();
  const seenBarcodes = new Set<string>();
  for (const line of lines) {
    const product = products[line.productId];
    if (!product || product.sellerId !== sellerId || product.deleted)
      raise(ErrorCode.INBOUND_PRODUCT_NOT_FOUND, { productId: line.productId });
    if (seenProducts.has(line.productId)) raise(ErrorCode.INBOUND_DUPLICATE_PRODUCT, { productId: line.productId });
    seenProducts.add(line.productId);
    if (line.quantity < 1 || !Number.isInteger(line.quantity)) raise(ErrorCode.INVALID_QUANTITY, { productId: line.productId });
    if (line.barcode === '') continue;
    if (seenBarcodes.has(line.barcode)) raise(ErrorCode.DUPLICATE_BARCODE, { barcode: line.barcode });
    seenBarcodes.add(line.barcode);
  }
}

/** What submitting needs beyond a valid draft: every barcode, tracking, courier and delivery type. */
function checkSendable(lines: readonly InboundLine[], delivery: InboundDelivery | null): InboundDelivery {
  if (lines.some((line) => line.barcode === '')) raise(ErrorCode.INBOUND_BARCODE_REQUIRED);
  if (!delivery || !delivery.trackingNumber || !delivery.courierService || !delivery.deliveryType)
    raise(ErrorCode.INBOUND_DELIVERY_REQUIRED);
  return delivery;
}

/** The line a scanned barcode names: its own barcode first, else the product's catalog barcode. */
export function lineOfBarcode(state: InboundState, barcode: string, products: ProductCatalog): InboundLine | undefined {
  return state.lines.find((line) => line.barcode === barcode) ?? state.lines.find((line) => products[line.productId]?.barcode === barcode);
}

/** Good units received and not yet placed, over every product. */
export function unplacedUnits(state: InboundState): number {
  return Object.entries(state.received).reduce(
    (sum, [productId, counts]) => sum + Math.max(0, counts.good - placedOf(state, productId)),
    0,
  );
}

const billableSeconds = (state: InboundState, at: Date) =>
  state.checkStartedAt ? Math.max(0, Math.round((at.getTime() - Date.parse(state.checkStartedAt)) / 1000)) : 0;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function decideEvents(command: InboundCommand, state: InboundState): InboundEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'CreateDraft': {
      checkLines(command.lines, command.sellerId, command.products);
      const { shipmentId, sellerId, number, shipmentType, lines, delivery } = command;
      return [{ type: 'InboundDraftCreated', data: { shipmentId, sellerId, number, shipmentType, lines, delivery, at } }];
    }
    case 'UpdateDraft':
      checkLines(command.lines, command.sellerId, command.products);
      if (sameJson(state.lines, command.lines) && sameJson(state.delivery, command.delivery)) return [];
      return [{ type: 'InboundDraftUpdated', data: { lines: command.lines, delivery: command.delivery, at } }];
    case 'DeleteDraft':
      return [{ type: 'InboundDraftDeleted', data: { at } }];
    case 'Submit': {
      checkLines(state.lines, command.sellerId, command.products);
      const delivery = checkSendable(state.lines, state.delivery);
      return [{ type: 'InboundSubmitted', data: { lines: [...state.lines], delivery, at } }];
    }
    case 'ChangeLines': {
      checkLines(command.lines, command.sellerId, command.products);
      const delivery = checkSendable(command.lines, command.delivery ?? state.delivery);
      if (sameJson(state.lines, command.lines) && sameJson(state.delivery, delivery)) return [];
      return [{ type: 'InboundLinesChanged', data: { lines: command.lines, delivery, at } }];
    }
    case 'Cancel':
      return [{ type: 'InboundCanceled', data: { at } }];
    case 'AddComment':
      return [{ type: 'InboundCommentAdded', data: { author: command.author, text: command.text, at } }];
    case 'MarkDelivered':
      return [{ type: 'InboundDelivered', data: { at } }];
    case 'StartCheck':
      return [{ type: 'InboundCheckStarted', data: { at } }];
    case 'Scan': {
      const line = lineOfBarcode(state, command.barcode, command.products);
      if (!line) raise(ErrorCode.UNKNOWN_BARCODE, { barcode: command.barcode });
      const { scanId, quantity, damaged } = command;
      return [
        { type: 'InboundUnitsReceived', data: { scanId, productId: line.productId, barcode: command.barcode, quantity, damaged, at } },
      ];
    }
    case 'CorrectReceipt': {
      if (!state.lines.some((line) => line.productId === command.productId)) raise(ErrorCode.INBOUND_PRODUCT_NOT_IN_SHIPMENT);
      const counts = countsOf(state, command.productId);
      const count = command.damaged ? counts.damaged : counts.good;
      if (count + command.delta < 0) raise(ErrorCode.INBOUND_COUNT_BELOW_ZERO, { count });
      const { productId, delta, damaged, reason } = command;
      return [{ type: 'InboundReceiptCorrected', data: { productId, delta, damaged, reason, at } }];
    }
    case 'StartSearch':
      return [{ type: 'InboundSearchStarted', data: { at } }];
    case 'Accept': {
      const received = state.lines.map((line) => {
        const counts = countsOf(state, line.productId);
        return { productId: line.productId, received: counts.good, damaged: counts.damaged, declared: line.quantity };
      });
      return [{ type: 'InboundAccepted', data: { received, billableSeconds: billableSeconds(state, command.at), at } }];
    }
    case 'MarkLost':
      if (Object.values(state.received).some((counts) => counts.good > 0)) raise(ErrorCode.INBOUND_GOODS_RECEIVED);
      return [{ type: 'InboundMarkedLost', data: { note: command.note, at } }];
    case 'Place': {
      const line = lineOfBarcode(state, command.barcode, command.products);
      if (!line) raise(ErrorCode.UNKNOWN_BARCODE, { barcode: command.barcode });
      const remaining = countsOf(state, line.productId).good - placedOf(state, line.productId);
      if (remaining <= 0) raise(ErrorCode.INBOUND_PRODUCT_ALL_PLACED);
      if (command.quantity > remaining) raise(ErrorCode.INBOUND_PLACEMENT_EXCEEDS_RECEIVED, { remaining });
      const { placementId, locationCode, quantity } = command;
      const placed: InboundEvent = {
        type: 'InboundUnitsPlaced',
        data: { placementId, productId: line.productId, sellerId: state.sellerId!, locationCode, quantity, at },
      };
      return [placed];
    }
    case 'FinishPlacement': {
      const remaining = unplacedUnits(state);
      if (remaining > 0) raise(ErrorCode.INBOUND_PLACEMENT_INCOMPLETE, { remaining });
      return [{ type: 'InboundLocated', data: { at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

/** The event each command asks for: its status is checked before its input (a scan of a draft is a status conflict). */
const EVENT_OF: Record<InboundCommand['type'], InboundEventType> = {
  CreateDraft: 'InboundDraftCreated',
  UpdateDraft: 'InboundDraftUpdated',
  DeleteDraft: 'InboundDraftDeleted',
  Submit: 'InboundSubmitted',
  ChangeLines: 'InboundLinesChanged',
  Cancel: 'InboundCanceled',
  AddComment: 'InboundCommentAdded',
  MarkDelivered: 'InboundDelivered',
  StartCheck: 'InboundCheckStarted',
  Scan: 'InboundUnitsReceived',
  CorrectReceipt: 'InboundReceiptCorrected',
  StartSearch: 'InboundSearchStarted',
  Accept: 'InboundAccepted',
  MarkLost: 'InboundMarkedLost',
  Place: 'InboundUnitsPlaced',
  FinishPlacement: 'InboundLocated',
};

/** Done already: the command answers nothing in the status it leads to (a retry). */
const DONE_IN: Partial<Record<InboundCommand['type'], InboundStatus>> = {
  Cancel: 'CANCELED',
  MarkDelivered: 'DELIVERED',
  StartCheck: 'CHECKING_DELIVERY',
  StartSearch: 'SEARCHING',
  Accept: 'ACCEPTED',
  MarkLost: 'LOST',
  FinishPlacement: 'LOCATED',
};

const isRetry = (command: InboundCommand, state: InboundState) =>
  DONE_IN[command.type] === state.status ||
  (command.type === 'Scan' && listHas(state.scanIds, command.scanId)) ||
  (command.type === 'Place' && listHas(state.placementIds, command.placementId));

function decide(command: InboundCommand, state: InboundState): InboundEvent[] {
  if (command.type === 'CreateDraft') {
    if (state.status !== null) return state.sellerId === command.sellerId ? [] : raise(ErrorCode.NOT_FOUND);
  } else {
    if (state.status === null || state.status === 'deleted') raise(ErrorCode.NOT_FOUND);
    if ('sellerId' in command && command.sellerId !== state.sellerId) raise(ErrorCode.NOT_FOUND);
  }
  if (isRetry(command, state)) return [];
  const status: From = state.status;
  if (nextStatus(status, EVENT_OF[command.type]) === undefined) {
    if (command.type === 'Cancel') raise(ErrorCode.INBOUND_CANNOT_BE_CANCELED, { status });
    raise(ErrorCode.INBOUND_STATUS_CONFLICT, { status });
  }
  const events = decideEvents(command, state);
  let after: From = status;
  for (const event of events) {
    const next = nextStatus(after, event.type);
    if (next === undefined) raise(ErrorCode.INBOUND_STATUS_CONFLICT, { status: after });
    after = next === 'deleted' ? null : next;
  }
  return events;
}

export const inboundShipmentDecider: Decider<InboundCommand, InboundEvent, InboundState> = {
  initialState: initialInboundState,
  evolve,
  decide,
};

/** The shipment's status for display and checks ('deleted' and "no shipment" are both absent). */
export const statusOf = (state: InboundState): InboundStatus | null => (state.status === 'deleted' ? null : state.status);
