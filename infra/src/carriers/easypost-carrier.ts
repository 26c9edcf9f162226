// The carrier port over EasyPost: a quote is an EasyPost shipment with its rates, a label is that shipment bought,
// voiding is a refund, and the day closes with an EasyPost scan form. Field names: docs.easypost.com/docs/shipments.
import type EasyPostClient from '@easypost/api';
import type { Clock } from '../clock/clock';
import { GuardedFetch } from '../net/guarded-fetch';
import {
  CarrierError,
  type BuyLabelRequest,
  type CarrierErrorCode,
  type CarrierParty,
  type CarrierPort,
  type Parcel,
  type PurchasedLabel,
  type QuoteRequest,
  type Rate,
  type ScanForm,
  type ScanFormRequest,
} from './carrier-port';
import { defaultExport, onFirstUse } from '../on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use (only with EASYPOST_API_KEY)
const easyPost = onFirstUse(() => defaultExport<typeof EasyPostClient>(require('@easypost/api')));

interface EpRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  currency: string;
  delivery_days?: number | null;
  est_delivery_days?: number | null;
}
interface EpShipment {
  id: string;
  rates?: EpRate[];
  selected_rate?: EpRate | null;
  tracking_code?: string | null;
  postage_label?: { label_url?: string; label_pdf_url?: string | null; label_file_type?: string } | null;
  refund_status?: string | null;
  messages?: { carrier?: string; message?: string }[];
}
interface EpScanForm {
  id: string;
  status: string;
  message?: string | null;
  form_url?: string | null;
}

/** The parts of the EasyPost client this adapter calls; tests may hand in a stand-in. */
export interface EasyPostApi {
  Shipment: {
    create(params: object): Promise<unknown>;
    retrieve(id: string): Promise<unknown>;
    buy(id: string, rate: string, insuranceAmount?: number): Promise<unknown>;
    refund(id: string): Promise<unknown>;
  };
  ScanForm: { create(params: object): Promise<unknown>; retrieve(id: string): Promise<unknown> };
}

export interface EasyPostCarrierOptions {
  /** How long a quote is offered (EasyPost rates do not expire by themselves; prices may change): 15 minutes. */
  rateTtlMs?: number;
  /** Fetches label and form files; the default refuses private addresses. */
  download?: (url: string) => Promise<Buffer>;
  /** A scan form is made in the background: how often and how many times to look whether it is ready. */
  formPollMs?: number;
  formPolls?: number;
}

const CM_PER_INCH = 2.54;
const GRAMS_PER_OUNCE = 28.349523125;
const RATE_SEPARATOR = '~';

export function easyPostAddress(party: CarrierParty) {
  const a = party.address;
  return {
    name: party.name,
    company: party.company ?? undefined,
    phone: party.phone ?? undefined,
    street1: a.line1,
    street2: a.line2 ?? undefined,
    city: a.city,
    state: a.region,
    zip: a.postalCode,
    country: a.country,
  };
}

/** EasyPost wants inches and ounces, to one decimal. */
export function easyPostParcel(parcel: Parcel) {
  const inches = (cm: number) => Math.max(0.1, Math.ceil((cm / CM_PER_INCH) * 10) / 10);
  return {
    length: inches(parcel.lengthCm),
    width: inches(parcel.widthCm),
    height: inches(parcel.heightCm),
    weight: Math.max(0.1, Math.ceil((parcel.weightGrams / GRAMS_PER_OUNCE) * 10) / 10),
  };
}

const cents = (dollars: string): number => Math.round(Number(dollars) * 100);

/** Maps an EasyPost client error to a stable code (ApiError carries the HTTP status and EasyPost's code). */
export function carrierErrorOf(error: unknown, fallback: CarrierErrorCode): CarrierError {
  if (error instanceof CarrierError) return error;
  const e = error as { statusCode?: number; code?: string; message?: string };
  const message = `EasyPost: ${e.code ?? ''} ${e.message ?? String(error)}`.trim();
  if (e.statusCode === 429) return new CarrierError('RATE_LIMITED', message);
  if (e.statusCode === undefined || e.statusCode >= 500) return new CarrierError('CARRIER_UNAVAILABLE', message);
  if (e.statusCode === 404) return new CarrierError(fallback === 'VOID_FAILED' ? 'LABEL_NOT_FOUND' : 'RATE_NOT_FOUND', message);
  if (e.statusCode === 401 || e.statusCode === 403) return new CarrierError('CARRIER_UNAVAILABLE', message);
  return new CarrierError(fallback, message);
}

export class EasyPostCarrier implements CarrierPort {
  readonly kind = 'easypost' as const;
  private readonly api: EasyPostApi;
  private readonly rateTtlMs: number;
  private readonly download: (url: string) => Promise<Buffer>;
  private readonly formPollMs: number;
  private readonly formPolls: number;
  private readonly labels = new Map<string, Promise<PurchasedLabel>>();
  private readonly forms = new Map<string, Promise<ScanForm>>();

  constructor(
    apiKeyOrClient: string | EasyPostApi,
    private readonly clock: Clock,
    options: EasyPostCarrierOptions = {},
  ) {
    this.api = typeof apiKeyOrClient === 'string' ? (new (easyPost())(apiKeyOrClient) as unknown as EasyPostApi) : apiKeyOrClient;
    this.rateTtlMs = options.rateTtlMs ?? 15 * 60_000;
    this.formPollMs = options.formPollMs ?? 1000;
    this.formPolls = options.formPolls ?? 30;
    const fetcher = new GuardedFetch();
    this.download =
      options.download ??
      (async (url) => {
        const response = await fetcher.fetch(url, { timeoutMs: 20_000, maxBodyBytes: 10 * 1024 * 1024 });
        if (response.status !== 200) throw new CarrierError('CARRIER_UNAVAILABLE', `EasyPost file answered ${response.status}`);
        return response.body;
      });
  }

  async quote(request: QuoteRequest): Promise<Rate[]> {
    let shipment: EpShipment;
    try {
      shipment = (await this.api.Shipment.create({
        from_address: easyPostAddress(request.from),
        to_address: easyPostAddress(request.to),
        parcel: easyPostParcel(request.parcel),
        options: { label_format: 'PDF', label_size: '4x6' },
      })) as EpShipment;
    } catch (error) {
      throw carrierErrorOf(error, 'INVALID_REQUEST');
    }
    const insurance = request.insuranceCents ?? 0;
    const expiresAt = new Date(this.clock.now().getTime() + this.rateTtlMs).toISOString();
    const rates = (shipment.rates ?? []).filter((r) => r.currency === 'USD');
    if (rates.length === 0) {
      const why = (shipment.messages ?? []).map((m) => `${m.carrier ?? ''}: ${m.message ?? ''}`).join('; ');
      throw new CarrierError('NO_RATES', `EasyPost offered no rates${why ? ` (${why})` : ''}`);
    }
    return rates.map((r) => ({
      rateId: [shipment.id, r.id, String(insurance)].join(RATE_SEPARATOR),
      carrier: r.carrier,
      service: r.service,
      priceCents: cents(r.rate),
      estimatedDays: r.delivery_days ?? r.est_delivery_days ?? null,
      expiresAt,
    }));
  }

  buyLabel(request: BuyLabelRequest): Promise<PurchasedLabel> {
    const earlier = this.labels.get(request.idempotencyKey);
    if (earlier) return earlier;
    const purchase = this.purchase(request);
    this.labels.set(request.idempotencyKey, purchase);
    purchase.catch(() => this.labels.delete(request.idempotencyKey));
    return purchase;
  }

  /**
   * An EasyPost shipment is bought at most once, so a retry (even from another process) finds the label already on the
   * shipment and returns it instead of paying again.
   */
  private async purchase(request: BuyLabelRequest): Promise<PurchasedLabel> {
    const [shipmentId, rateId, insurance, extra] = request.rateId.split(RATE_SEPARATOR);
    if (!shipmentId?.startsWith('shp_') || !rateId?.startsWith('rate_') || extra !== undefined) {
      throw new CarrierError('RATE_NOT_FOUND', 'Not an EasyPost rate id');
    }
    let shipment: EpShipment;
    try {
      shipment = (await this.api.Shipment.retrieve(shipmentId)) as EpShipment;
      if (!shipment.postage_label) {
        const insuranceDollars = Number(insurance) > 0 ? Number(insurance) / 100 : undefined;
        shipment = (await this.api.Shipment.buy(shipmentId, rateId, insuranceDollars)) as EpShipment;
      }
    } catch (error) {
      throw carrierErrorOf(error, 'PURCHASE_FAILED');
    }
    const rate = shipment.selected_rate;
    const url = shipment.postage_label?.label_pdf_url ?? shipment.postage_label?.label_url;
    if (!rate || !shipment.tracking_code || !url) throw new CarrierError('PURCHASE_FAILED', 'EasyPost returned no label');
    return {
      labelId: shipment.id,
      carrier: rate.carrier,
      service: rate.service,
      trackingNumber: shipment.tracking_code,
      priceCents: cents(rate.rate),
      estimatedDays: rate.delivery_days ?? rate.est_delivery_days ?? null,
      pdf: await this.download(url),
    };
  }

  async voidLabel(labelId: string): Promise<void> {
    try {
      const shipment = (await this.api.Shipment.retrieve(labelId)) as EpShipment;
      if (!shipment.postage_label) throw new CarrierError('LABEL_NOT_FOUND', 'The shipment has no label');
      if (shipment.refund_status === 'submitted' || shipment.refund_status === 'refunded') {
        throw new CarrierError('ALREADY_VOIDED', `The label refund is ${shipment.refund_status}`);
      }
      const refunded = (await this.api.Shipment.refund(labelId)) as EpShipment;
      if (refunded.refund_status === 'rejected' || refunded.refund_status === 'not_applicable') {
        throw new CarrierError('VOID_FAILED', `EasyPost refund ${refunded.refund_status}`);
      }
    } catch (error) {
      throw carrierErrorOf(error, 'VOID_FAILED');
    }
  }

  scanForm(request: ScanFormRequest): Promise<ScanForm> {
    const earlier = this.forms.get(request.idempotencyKey);
    if (earlier) return earlier;
    const form = this.createForm(request);
    this.forms.set(request.idempotencyKey, form);
    form.catch(() => this.forms.delete(request.idempotencyKey));
    return form;
  }

  private async createForm(request: ScanFormRequest): Promise<ScanForm> {
    if (request.labelIds.length === 0) throw new CarrierError('INVALID_REQUEST', 'A scan form needs labels');
    let form: EpScanForm;
    try {
      form = (await this.api.ScanForm.create({ shipments: request.labelIds.map((id) => ({ id })) })) as EpScanForm;
      for (let poll = 0; form.status === 'creating' && poll < this.formPolls; poll++) {
        await new Promise((resolve) => setTimeout(resolve, this.formPollMs));
        form = (await this.api.ScanForm.retrieve(form.id)) as EpScanForm;
      }
    } catch (error) {
      throw carrierErrorOf(error, 'SCAN_FORM_FAILED');
    }
    if (form.status === 'failed' || !form.form_url) {
      throw new CarrierError('SCAN_FORM_FAILED', `EasyPost scan form ${form.status}${form.message ? `: ${form.message}` : ''}`);
    }
    return { formId: form.id, pdf: await this.download(form.form_url) };
  }
}
