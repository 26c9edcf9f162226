// Buying a label through the carrier port: quote the parcel, pick the rate by priority (chooseRate), buy it under
// the caller's idempotency key (asked again with the same key, the carrier answers the same label: a resumed
// purchase never buys twice), and keep the PDF in the file store as the seller's file, downloadable by them.
import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { chooseRate, type LabelPriority, type OrderLabel, type ParcelSize } from '@ledgerhouse/contracts';
import { isCarrierError, type CarrierParty, type CarrierPort, type FileStorage } from '@ledgerhouse/infra';
import { FILE_STORAGE } from '../../../files/file-storage.provider';
import { CARRIER, SHIPPING_ORIGIN } from '../../../shipping/shipping.tokens';

/** The one reason the order and the return record: the spec's 'Failed to purchase label'. */
export const LABEL_PURCHASE_FAILED_REASON = 'Failed to purchase label';

/** The carrier will not sell this label (no rate fits, refused, bad input): trying the same again will not help. */
export class LabelPurchaseRefused extends Error {
  constructor(readonly carrierCode: string) {
    super(LABEL_PURCHASE_FAILED_REASON);
    this.name = 'LabelPurchaseRefused';
  }
}

export interface LabelRequest {
  from: CarrierParty;
  to: CarrierParty;
  parcel: ParcelSize;
  insuranceCents?: number;
  priority: LabelPriority;
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

  /** Buys and stores the label. LabelPurchaseRefused when the carrier will not sell it; retryable carrier errors are thrown as they are. */
  async buy(request: LabelRequest): Promise<OrderLabel> {
    for (let round = 1; ; round++) {
      try {
        return await this.quoteAndBuy(request);
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

  private async quoteAndBuy(request: LabelRequest): Promise<OrderLabel> {
    const { from, to, parcel, insuranceCents, priority, idempotencyKey, reference, noteOnLabel, ownerId } = request;
    const rates = await this.carrier.quote({ from, to, parcel, ...(insuranceCents ? { insuranceCents } : {}) });
    const rate = chooseRate(rates, priority);
    if (!rate) throw new LabelPurchaseRefused('NO_RATES');
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
