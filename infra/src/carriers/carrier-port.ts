// The carrier port: quote rates for a parcel, buy a label, void it, and close the day with a scan form.
// Adapters: the in-memory sandbox (default) and EasyPost (when a key is configured).
import type { ParcelSize, ShippingAddress, ShippingRate } from '@ledgerhouse/contracts';

export type CarrierAddress = ShippingAddress;
export type Parcel = ParcelSize;
export type Rate = ShippingRate;

/** A person or company at an address: labels print the name. */
export interface CarrierParty {
  name: string;
  company?: string | null;
  phone?: string | null;
  address: CarrierAddress;
}

export interface QuoteRequest {
  from: CarrierParty;
  to: CarrierParty;
  parcel: Parcel;
  /** Declared value to insure; absent or 0 for none. */
  insuranceCents?: number;
}

export interface BuyLabelRequest {
  rateId: string;
  /** The same key answers with the same label: never a second label, never a second charge. */
  idempotencyKey: string;
  /** Our reference printed on the label and kept by the carrier (e.g. the order number). */
  reference: string;
  noteOnLabel?: string | null;
}

export interface PurchasedLabel {
  labelId: string;
  carrier: string;
  service: string;
  trackingNumber: string;
  priceCents: number;
  estimatedDays: number | null;
  /** The 4×6 inch label, PDF. */
  pdf: Buffer;
}

export interface ScanFormRequest {
  carrier: string;
  labelIds: string[];
  /** The same key answers with the same form. */
  idempotencyKey: string;
}

export interface ScanForm {
  formId: string;
  /** The end-of-day form listing every tracking number, PDF. */
  pdf: Buffer;
}

export interface CarrierPort {
  readonly kind: 'sandbox' | 'easypost';
  /** Every rate the carriers offer for the parcel; CarrierError NO_RATES when none fits. */
  quote(request: QuoteRequest): Promise<Rate[]>;
  buyLabel(request: BuyLabelRequest): Promise<PurchasedLabel>;
  /** Asks the carrier to refund an unused label. ALREADY_VOIDED the second time, LABEL_NOT_FOUND for an unknown id. */
  voidLabel(labelId: string): Promise<void>;
  scanForm(request: ScanFormRequest): Promise<ScanForm>;
}

/**
 * NO_RATES: no service takes the parcel to the address. RATE_NOT_FOUND / RATE_EXPIRED: buy with a fresh quote.
 * RATE_LIMITED: too many calls, try later. PURCHASE_FAILED: the carrier refused to sell the label.
 * LABEL_NOT_FOUND, ALREADY_VOIDED, VOID_FAILED: voiding. SCAN_FORM_FAILED: the form was refused (e.g. labels of
 * another carrier, or voided). INVALID_REQUEST: the carrier rejected the input. CARRIER_UNAVAILABLE: it did not answer.
 */
export const CARRIER_ERROR_CODES = [
  'NO_RATES',
  'RATE_NOT_FOUND',
  'RATE_EXPIRED',
  'RATE_LIMITED',
  'PURCHASE_FAILED',
  'LABEL_NOT_FOUND',
  'ALREADY_VOIDED',
  'VOID_FAILED',
  'SCAN_FORM_FAILED',
  'INVALID_REQUEST',
  'CARRIER_UNAVAILABLE',
] as const;
export type CarrierErrorCode = (typeof CARRIER_ERROR_CODES)[number];

export class CarrierError extends Error {
  constructor(
    readonly code: CarrierErrorCode,
    message: string,
    /** Worth trying again later with the same request (rate limits, outages). */
    readonly retryable = code === 'RATE_LIMITED' || code === 'CARRIER_UNAVAILABLE',
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}

export const isCarrierError = (error: unknown): error is CarrierError => error instanceof CarrierError;
