// What receiving an inbound shipment costs (spec section 9 names the parts, not the prices; these are ours):
// billable time from the check-in clock, in started minutes, minus the plan's free receiving time, at the hourly
// rate; one shipment label; one barcode sticker per good unit received. Integer cents, rounded up per part.
import type { InboundCosts } from '../events/inbound';
import { safeCents } from './safe-cents';

export const INBOUND_HOURLY_COST_CENTS = 3_000;
export const INBOUND_LABEL_COST_CENTS = 150;
export const INBOUND_STICKER_COST_CENTS = 10;

export interface InboundCostInputs {
  billableSeconds: number;
  /** Free receiving time the subscription covered (whole minutes, as seconds). */
  freeSeconds: number;
  /** Good units received: each gets a barcode sticker. */
  stickerCount: number;
}

/** Started minutes of check-in time: what the plan's free minutes are taken from. */
export const billableMinutes = (billableSeconds: number) => Math.ceil(Math.max(0, billableSeconds) / 60);

export function inboundCosts({ billableSeconds, freeSeconds, stickerCount }: InboundCostInputs): InboundCosts {
  const chargedMinutes = Math.max(0, billableMinutes(billableSeconds) - Math.floor(freeSeconds / 60));
  const processingCostCents = Math.ceil((chargedMinutes * INBOUND_HOURLY_COST_CENTS) / 60);
  const stickerCostCents = stickerCount * INBOUND_STICKER_COST_CENTS;
  return {
    processingCostCents,
    billableSeconds,
    freeSeconds,
    hourlyCostCents: INBOUND_HOURLY_COST_CENTS,
    labelCostCents: INBOUND_LABEL_COST_CENTS,
    stickerCount,
    stickerCostCents,
    totalCents: safeCents(safeCents(processingCostCents) + INBOUND_LABEL_COST_CENTS + safeCents(stickerCostCents), 'inbound total'),
  };
}
