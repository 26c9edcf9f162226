// A carrier in a box (the default when no EasyPost key is configured): quotes from SANDBOX_SERVICES, rates that expire,
// a call rate limit, real 4×6 label PDFs and scan forms, idempotent purchases, and failure triggers for tests.
import { createHash } from 'node:crypto';
import type { Clock } from '../clock/clock';
import { CallRateLimiter } from './call-rate-limiter';
import {
  CarrierError,
  type BuyLabelRequest,
  type CarrierPort,
  type PurchasedLabel,
  type QuoteRequest,
  type Rate,
  type ScanForm,
  type ScanFormRequest,
} from './carrier-port';
import { SANDBOX_SERVICES, priceCents, servesRoute, zoneBetween } from './sandbox-services';
import { decodeRateId, encodeRateId } from './sandbox-rate-token';
import { scanFormPdf } from './scan-form-pdf';
import { shippingLabelPdf } from './shipping-label-pdf';

/** Inputs that make the sandbox fail on purpose, for tests of the unhappy paths. */
export const SANDBOX_CARRIER_TRIGGERS = {
  /** A label whose reference contains this (case-insensitive) is refused: PURCHASE_FAILED. */
  purchaseFailedReference: 'FAIL-LABEL',
  /** No service delivers to this postal code: NO_RATES. */
  noRatesPostalCode: '00000',
} as const;

export interface SandboxCarrierOptions {
  /** How long a quote can be bought (default 15 minutes). */
  rateTtlMs?: number;
  /** Calls (of any kind) per second before RATE_LIMITED (default 20). */
  callsPerSecond?: number;
  /** Heavier parcels get NO_RATES (default 70 kg, the heaviest service's limit). */
  maxWeightGrams?: number;
  /** Signs rate ids; any fixed string (default one for all sandboxes, so any process can buy any sandbox rate). */
  secret?: string;
}

const LABEL_PREFIX = 'sbxlbl_';
const TRACKING_PREFIX: Record<string, string> = { USPS: '9400', UPS: '1Z', FedEx: '7', DHL: '' };
const TRACKING_DIGITS: Record<string, number> = { USPS: 18, UPS: 16, FedEx: 11, DHL: 10 };

function digitsOf(seed: string, count: number): string {
  const hash = createHash('sha256').update(seed).digest();
  let out = '';
  for (let i = 0; out.length < count; i++) out += String(hash[i % hash.length] % 10);
  return out;
}

/** A tracking number in the carrier's usual shape, the same for the same idempotency key. */
function trackingNumberFor(carrier: string, idempotencyKey: string): string {
  return `${TRACKING_PREFIX[carrier] ?? ''}${digitsOf(`${carrier}:${idempotencyKey}`, TRACKING_DIGITS[carrier] ?? 12)}`;
}

export class SandboxCarrier implements CarrierPort {
  readonly kind = 'sandbox' as const;
  private readonly limiter: CallRateLimiter;
  private readonly rateTtlMs: number;
  private readonly maxWeightGrams: number;
  private readonly secret: string;
  private readonly labels = new Map<string, Promise<PurchasedLabel>>();
  private readonly voided = new Set<string>();
  private readonly forms = new Map<string, Promise<ScanForm>>();

  constructor(
    private readonly clock: Clock,
    options: SandboxCarrierOptions = {},
  ) {
    this.limiter = new CallRateLimiter(clock, options.callsPerSecond ?? 20);
    this.rateTtlMs = options.rateTtlMs ?? 15 * 60_000;
    this.maxWeightGrams = options.maxWeightGrams ?? 70_000;
    this.secret = options.secret ?? 'ledgerhouse-sandbox-carrier';
  }

  private admit(): void {
    if (!this.limiter.tryCall()) throw new CarrierError('RATE_LIMITED', 'Too many carrier calls; try again in a second');
  }

  async quote(request: QuoteRequest): Promise<Rate[]> {
    this.admit();
    const { from, to, parcel } = request;
    const zone = zoneBetween(from.address, to.address);
    const noRates = parcel.weightGrams > this.maxWeightGrams || to.address.postalCode.trim() === SANDBOX_CARRIER_TRIGGERS.noRatesPostalCode;
    const services = noRates
      ? []
      : SANDBOX_SERVICES.filter((s) => servesRoute(s, from.address, zone) && parcel.weightGrams <= s.maxWeightGrams);
    if (services.length === 0) throw new CarrierError('NO_RATES', 'No service takes this parcel to this address');
    const expiresAt = new Date(this.clock.now().getTime() + this.rateTtlMs).toISOString();
    return services.map((s) => {
      const quoted = {
        carrier: s.carrier,
        service: s.service,
        priceCents: priceCents(s, parcel, zone, request.insuranceCents ?? 0),
        estimatedDays: s.days(zone),
        expiresAt,
        from,
        to,
      };
      const { from: _from, to: _to, ...rate } = quoted;
      return { rateId: encodeRateId(quoted, this.secret), ...rate };
    });
  }

  buyLabel(request: BuyLabelRequest): Promise<PurchasedLabel> {
    const earlier = this.labels.get(request.idempotencyKey);
    if (earlier) return earlier;
    this.admit();
    const rate = decodeRateId(request.rateId, this.secret);
    if (!rate) return Promise.reject(new CarrierError('RATE_NOT_FOUND', 'No such rate'));
    if (Date.parse(rate.expiresAt) <= this.clock.now().getTime()) {
      return Promise.reject(new CarrierError('RATE_EXPIRED', 'The rate expired; quote again'));
    }
    if (request.reference.toUpperCase().includes(SANDBOX_CARRIER_TRIGGERS.purchaseFailedReference)) {
      return Promise.reject(new CarrierError('PURCHASE_FAILED', 'The carrier refused to sell the label'));
    }
    const trackingNumber = trackingNumberFor(rate.carrier, request.idempotencyKey);
    const purchase = shippingLabelPdf({
      carrier: rate.carrier,
      service: rate.service,
      trackingNumber,
      from: rate.from,
      to: rate.to,
      reference: request.reference,
      noteOnLabel: request.noteOnLabel ?? null,
      createdAt: this.clock.now(),
    }).then((pdf) => ({
      labelId: `${LABEL_PREFIX}${rate.carrier}_${trackingNumber}`,
      carrier: rate.carrier,
      service: rate.service,
      trackingNumber,
      priceCents: rate.priceCents,
      estimatedDays: rate.estimatedDays,
      pdf,
    }));
    // Remembered before it settles, so a concurrent retry under the same key waits for this one instead of buying again.
    this.labels.set(request.idempotencyKey, purchase);
    purchase.catch(() => this.labels.delete(request.idempotencyKey));
    return purchase;
  }

  async voidLabel(labelId: string): Promise<void> {
    this.admit();
    if (!parseLabelId(labelId)) throw new CarrierError('LABEL_NOT_FOUND', 'No such label');
    if (this.voided.has(labelId)) throw new CarrierError('ALREADY_VOIDED', 'The label was voided already');
    this.voided.add(labelId);
  }

  scanForm(request: ScanFormRequest): Promise<ScanForm> {
    const earlier = this.forms.get(request.idempotencyKey);
    if (earlier) return earlier;
    this.admit();
    if (request.labelIds.length === 0) return Promise.reject(new CarrierError('INVALID_REQUEST', 'A scan form needs labels'));
    const trackingNumbers: string[] = [];
    for (const labelId of request.labelIds) {
      const label = parseLabelId(labelId);
      if (!label) return Promise.reject(new CarrierError('LABEL_NOT_FOUND', `No such label: ${labelId}`));
      if (label.carrier !== request.carrier || this.voided.has(labelId)) {
        return Promise.reject(new CarrierError('SCAN_FORM_FAILED', `Label ${labelId} is voided or not a ${request.carrier} label`));
      }
      trackingNumbers.push(label.trackingNumber);
    }
    const formId = `sbxsf_${digitsOf(`form:${request.idempotencyKey}`, 12)}`;
    const form = scanFormPdf({ formId, carrier: request.carrier, trackingNumbers, createdAt: this.clock.now() }).then((pdf) => ({
      formId,
      pdf,
    }));
    this.forms.set(request.idempotencyKey, form);
    form.catch(() => this.forms.delete(request.idempotencyKey));
    return form;
  }
}

function parseLabelId(labelId: string): { carrier: string; trackingNumber: string } | null {
  const match = new RegExp(`^${LABEL_PREFIX}([A-Za-z]+)_([0-9A-Z]{8,30})$`).exec(labelId);
  if (!match || !(match[1] in TRACKING_PREFIX)) return null;
  return { carrier: match[1], trackingNumber: match[2] };
}
