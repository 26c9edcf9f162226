// Buying a label through the carrier port: quote the parcel, pick the rate by priority (chooseRate), buy it under
// the caller's idempotency key (asked again with the same key, the carrier answers the same label: a resumed
// purchase never buys twice), and keep the PDF in the file store as the seller's file, downloadable by them.
// Callers quote first (`quote`), take the money for that rate, then `buy` it: a fresh quote dearer than what was
// charged is refused (PRICE_ABOVE_CHARGE), never bought on credit.
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { chooseRate, type LabelPriority, type OrderLabel, type ParcelSize, type ShippingRate } from '@ledgerhouse/contracts';
import { isCarrierError, type CarrierParty, type CarrierPort, type FileStorage } from '@ledgerhouse/infra';
import { FILE_STORAGE } from '../../../files/file-storage.provider';
import { CARRIER, SHIPPING_ORIGIN } from '../../../shipping/shipping.tokens';

/** The one reason the order and the return record: the spec's 'Failed to purchase label'. */
export const LABEL_PURCHASE_FAILED_REASON = 'Failed to purchase label';
/** Why nothing was bought: the wallet could not pay the quoted label first (or the account is blocked). */
export const LABEL_UNPAID_REASON = 'Insufficient funds: the label is paid before it is bought';
/** Why nothing was bought or charged: the carrier's price is above LABEL_PRICE_CENTS_MAX. */
export const LABEL_PRICE_IMPLAUSIBLE_REASON = 'The label price is implausibly high';

/** The carrier will not sell this label (no rate fits, refused, bad input): trying the same again will not help. */
export class LabelPurchaseRefused extends Error {
  constructor(readonly carrierCode: string) {
    super(LABEL_PURCHASE_FAILED_REASON);
    this.name = 'LabelPurchaseRefused';
  }
}

export interface LabelQuoteRequest {
  from: CarrierParty;
  to: CarrierParty;
  parcel: ParcelSize;
  insuranceCents?: number;
  priority: LabelPriority;
}

/** The rate to buy (what was quoted and charged for), and the most a fresh quote may cost when it expired. */
export interface PaidRate {
  rate: ShippingRate;
  maxPriceCents: number;
}

export interface LabelRequest extends LabelQuoteRequest {
  idempotencyKey: string;
  /** Printed on the label (the order number). */
  reference: string;
  noteOnLabel?: string | null;
  /** Who may download the PDF (the seller). */
  ownerId: string;
}

/** A fresh quote answers a rate that expired between quoting and buying; more than this is not a race. */
const QUOTE_ROUNDS = 2;

@Injectable()
export class LabelPurchase {
  constructor(
    @Inject(CARRIER) private readonly carrier: CarrierPort,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(SHIPPING_ORIGIN) private readonly origin: CarrierParty,
  ) {}

  /** The warehouse as the sender (or the recipient of a return). */
  warehouse(): CarrierParty {
    return this.origin;
  }

  /** The rate the purchase would buy. LabelPurchaseRefused when no rate fits or the carrier refuses; retryable errors thrown as they are. */
  async quote(request: LabelQuoteRequest): Promise<ShippingRate> {
    try {
      return await this.chooseRate(request);
    } catch (err) {
      if (!isCarrierError(err) || err.retryable) throw err;
      throw new LabelPurchaseRefused(err.code);
    }
  }

  /** Buys and stores the label (the paid rate first, when given). LabelPurchaseRefused when the carrier will not sell it; retryable carrier errors are thrown as they are. */
  async buy(request: LabelRequest, paid?: PaidRate): Promise<OrderLabel> {
    for (let round = 1; ; round++) {
      try {
        const rate = round === 1 && paid ? paid.rate : await this.chooseRate(request);
        if (paid && rate.priceCents > paid.maxPriceCents) throw new LabelPurchaseRefused('PRICE_ABOVE_CHARGE');
        return await this.buyRate(request, rate);
      } catch (err) {
        if (!isCarrierError(err)) throw err;
        if ((err.code === 'RATE_EXPIRED' || err.code === 'RATE_NOT_FOUND') && round < QUOTE_ROUNDS) continue;
        if (err.retryable) throw err;
        throw new LabelPurchaseRefused(err.code);
      }
    }
  }

  /** Voids a bought label; one voided or unknown before counts as done. */
  async void(labelId: string): Promise<void> {
    try {
      await this.carrier.voidLabel(labelId);
    } catch (err) {
      if (isCarrierError(err) && (err.code === 'ALREADY_VOIDED' || err.code === 'LABEL_NOT_FOUND')) return;
      throw err;
    }
  }

  private async chooseRate(request: LabelQuoteRequest): Promise<ShippingRate> {
    const { from, to, parcel, insuranceCents, priority } = request;
    const rates = await this.carrier.quote({ from, to, parcel, ...(insuranceCents ? { insuranceCents } : {}) });
    const rate = chooseRate(rates, priority);
    if (!rate) throw new LabelPurchaseRefused('NO_RATES');
    return rate;
  }

  private async buyRate(request: LabelRequest, rate: ShippingRate): Promise<OrderLabel> {
    const { idempotencyKey, reference, noteOnLabel, ownerId } = request;
    const label = await this.carrier.buyLabel({ rateId: rate.rateId, idempotencyKey, reference, noteOnLabel: noteOnLabel ?? null });
    const stored = await this.files.put(Readable.from([label.pdf]), {
      name: `label-${label.trackingNumber}.pdf`,
      contentType: 'application/pdf',
      ownerId,
    });
    return {
      carrier: label.carrier,
      service: label.service,
      trackingNumber: label.trackingNumber,
      fileId: stored.id,
      costCents: label.priceCents,
      carrierLabelId: label.labelId,
      estimatedDays: label.estimatedDays,
    };
  }
}
